import { describe, expect, it } from 'vitest';
import type { Transaction } from '@cashline/core';
import type { StoreData } from '../transactions/storeChanges';
import { ledgerDiff } from './ledgerDiff';

const tx = (id: string, extra: Partial<Transaction> = {}): Transaction => ({
  id,
  date: '2026-03-01',
  description: `Row ${id}`,
  amount: -10,
  type: 'outflow',
  category: 'Software',
  accountId: 'main',
  ...extra,
});

const account = {
  id: 'main',
  name: 'Main account',
  kind: 'checking' as const,
  currency: 'USD',
  openingBalance: 0,
  openingDate: '2026-01-01',
  archived: false,
};

function state(transactions: Transaction[], extra: Partial<StoreData> = {}): StoreData {
  return {
    transactions,
    importBatches: [],
    accounts: [account],
    importLayouts: {},
    cashMinimum: null,
    ...extra,
  };
}

describe('ledgerDiff', () => {
  it('finds created, changed (only the fields that changed) and deleted rows', () => {
    const a = tx('a');
    const b = tx('b', { note: 'old', transferId: 'x' });
    const c = tx('c');
    const previous = state([a, b, c]);
    const next = state([
      tx('d'),
      a,
      { ...b, category: 'Rent', note: 'new', transferId: undefined },
    ]);
    const diff = ledgerDiff(previous, next);
    expect(diff.create.map((t) => t.id)).toEqual(['d']);
    expect(diff.edit).toEqual([
      { id: 'b', changes: { category: 'Rent', note: 'new', transferId: null } },
    ]);
    expect(diff.delete).toEqual(['c']);
    expect(diff.settingsChanged).toBe(false);
  });

  it('sends a new import whole through the import, and an undone one as an undo, not row by row', () => {
    const kept = tx('kept');
    const batch = {
      id: 'batch-1',
      fileName: 'march.csv',
      importedAt: '2026-03-02T00:00:00Z',
      transactionIds: ['i1', 'i2'],
      accountId: 'main',
    };
    const imported = state([tx('i1'), tx('i2'), kept], { importBatches: [batch] });
    const before = state([kept]);
    const diff = ledgerDiff(before, imported);
    expect(diff.imported.map((i) => [i.batch.id, i.transactions.map((t) => t.id)])).toEqual([
      ['batch-1', ['i1', 'i2']],
    ]);
    expect(diff.create).toEqual([]);
    const undo = ledgerDiff(imported, before);
    expect(undo.undone.map((b) => b.id)).toEqual(['batch-1']);
    expect(undo.delete).toEqual([]);
  });

  it('notices new and edited accounts and changed settings', () => {
    const previous = state([]);
    const next = state([], {
      accounts: [
        { ...account, name: 'Operating' },
        { ...account, id: 'savings', name: 'Savings' },
      ],
      cashMinimum: 5000,
    });
    const diff = ledgerDiff(previous, next);
    expect(diff.accountsCreated.map((a) => a.id)).toEqual(['savings']);
    expect(diff.accountsEdited).toEqual([{ id: 'main', changes: { name: 'Operating' } }]);
    expect(diff.settingsChanged).toBe(true);
  });

  it('sends the settings when the reporting currency or the locale changes, and not otherwise', () => {
    const chosen = state([], { reportingCurrency: 'GBP', locale: 'en-GB' });
    expect(ledgerDiff(state([]), chosen).settingsChanged).toBe(true);
    expect(ledgerDiff(chosen, { ...chosen, locale: 'en-US' }).settingsChanged).toBe(true);
    expect(ledgerDiff(chosen, { ...chosen }).settingsChanged).toBe(false);
  });
});

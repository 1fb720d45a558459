import { applyCommands } from '@cashline/core';
import type { LedgerState, Transaction } from '@cashline/core';
import { describe, expect, it } from 'vitest';
import { clearCommands, patchesBetween, patchOf, replacementCommands } from './transactionCommands';

const tx = (id: string, extra: Partial<Transaction> = {}): Transaction => ({
  id,
  date: '2026-03-01',
  description: `Payment ${id}`,
  amount: -10,
  type: 'outflow',
  category: 'Software',
  accountId: 'main',
  ...extra,
});

const store = (transactions: Transaction[]): LedgerState => ({
  transactions,
  importBatches: [
    { id: 'imp', fileName: 'a.csv', importedAt: '2026-03-02', transactionIds: ['i1'] },
  ],
  accounts: [],
  importLayouts: { layout: 'main' },
  cashMinimum: 100,
});

describe('patchOf', () => {
  it('sets the fields that changed and removes the ones dropped, and is null for no change', () => {
    const before = tx('a', { transferId: 'transfer-a' });
    expect(patchOf(before, tx('a', { category: 'Rent' }))).toEqual({
      id: 'a',
      set: { category: 'Rent' },
      remove: ['transferId'],
    });
    expect(patchOf(before, { ...before })).toBeNull();
  });
});

describe('patchesBetween', () => {
  it('patches only the rows a core function replaced', () => {
    const before = [tx('a'), tx('b')];
    const after = [before[0] as Transaction, tx('b', { transferId: 'untracked-b' })];
    expect(patchesBetween(before, after)).toEqual([
      { id: 'b', set: { transferId: 'untracked-b' }, remove: [] },
    ]);
  });
});

describe('replacementCommands', () => {
  it('ends with exactly the given rows, the imports taken back', () => {
    const current = store([tx('i1'), tx('kept'), tx('gone')]);
    const replacing = [tx('kept', { category: 'Rent' }), tx('new'), tx('i1')];
    const commands = replacementCommands(current, replacing);
    const next = applyCommands(current, commands);
    expect([...next.transactions].sort((x, y) => x.id.localeCompare(y.id))).toEqual(
      [...replacing].sort((x, y) => x.id.localeCompare(y.id)),
    );
    expect(next.importBatches).toEqual([]);
    expect(commands.map((c) => c.type)).toEqual([
      'undoImport',
      'deleteTransactions',
      'patchTransactions',
      'createTransactions',
    ]);
  });
});

describe('clearCommands', () => {
  it('empties rows, imports and settings', () => {
    const next = applyCommands(
      store([tx('i1'), tx('a')]),
      clearCommands(store([tx('i1'), tx('a')])),
    );
    expect(next).toMatchObject({
      transactions: [],
      importBatches: [],
      importLayouts: {},
      cashMinimum: null,
    });
  });
});

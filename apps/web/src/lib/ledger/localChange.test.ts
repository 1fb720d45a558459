import type { LedgerCommand, Transaction } from '@cashline/core';
import { describe, expect, it } from 'vitest';
import type { StoreData } from '../transactions/storeChanges';
import { localChange } from './localChange';

const row = (id: string, date: string): Transaction => ({
  id,
  date,
  description: id,
  amount: -1,
  type: 'outflow',
  category: 'Other',
});

/** Grouped by month, newest month first, each month oldest first as a bank export stores it. */
const ledger: StoreData = {
  transactions: [
    row('m1', '2024-03-09'),
    row('m2', '2024-03-20'),
    row('f1', '2024-02-01'),
    row('f2', '2024-02-28'),
    row('j1', '2024-01-15'),
  ],
  importBatches: [],
  accounts: [],
  importLayouts: {},
  cashMinimum: null,
};

const patch = (id: string, set: Partial<Transaction>): LedgerCommand => ({
  type: 'patchTransactions',
  patches: [{ id, set }],
});

const ids = (rows: readonly Transaction[]) => rows.map((t) => t.id);

/** The batch of an import of `imported` from bank.csv. */
const batchOf = (imported: readonly Transaction[]) => ({
  id: 'batch-1',
  fileName: 'bank.csv',
  importedAt: '2024-03-26T00:00:00.000Z',
  transactionIds: ids(imported),
});

describe('localChange', () => {
  it('keeps rows edited within their month where they were, and says where', () => {
    const change = localChange(ledger, [
      patch('f2', { description: 'Edited' }),
      patch('m1', { date: '2024-03-01' }),
    ]);
    expect(change.replacedAt).toEqual([0, 3]);
    expect(ids(change.data.transactions)).toEqual(ids(ledger.transactions));
    expect(change.delta.removed).toEqual([ledger.transactions[0], ledger.transactions[3]]);
    expect(change.delta.added).toEqual([
      { ...ledger.transactions[0], date: '2024-03-01' },
      { ...ledger.transactions[3], description: 'Edited' },
    ]);
    // Rows not edited are the objects they were.
    expect(change.data.transactions[1]).toBe(ledger.transactions[1]);
    expect([...(change.months?.keys() ?? [])].sort()).toEqual(['2024-02', '2024-03']);
    expect(ids(change.months?.get('2024-02') ?? [])).toEqual(['f1', 'f2']);
  });

  it('moves a row edited into another month first in that month, and names no places', () => {
    const change = localChange(ledger, [patch('j1', { date: '2024-03-31' })]);
    expect(change.replacedAt).toBeUndefined();
    expect(ids(change.data.transactions)).toEqual(['j1', 'm1', 'm2', 'f1', 'f2']);
    expect([...(change.months?.keys() ?? [])].sort()).toEqual(['2024-01', '2024-03']);
    expect(change.months?.get('2024-01')).toEqual([]);
  });

  it('names no places for rows added or deleted', () => {
    const change = localChange(ledger, [
      { type: 'deleteTransactions', ids: ['f1'] },
      { type: 'createTransactions', transactions: [row('new', '2024-02-10')] },
    ]);
    expect(change.replacedAt).toBeUndefined();
    expect(ids(change.data.transactions)).toEqual(['m1', 'm2', 'new', 'f2', 'j1']);
  });

  it('reads only the rows at the places given, and searches when they hold other rows', () => {
    const read: string[] = [];
    const watched = ledger.transactions.map((t) => {
      const copy = { ...t };
      Object.defineProperty(copy, 'id', {
        enumerable: true,
        get: () => (read.push(t.id), t.id),
      });
      return copy;
    });
    const base = { ...ledger, transactions: watched };
    const edit = [patch('f2', { description: 'Edited' })];
    const change = localChange(base, edit, [3]);
    expect(change.replacedAt).toEqual([3]);
    expect(change.data.transactions[3]).toMatchObject({ id: 'f2', description: 'Edited' });
    expect(new Set(read)).toEqual(new Set(['f2']));
    read.length = 0;
    expect(localChange(base, edit, [1]).data.transactions[3]).toMatchObject({
      description: 'Edited',
    });
    expect(read).toContain('m1');
  });

  it("says an import's rows are added, newest first, and keeps the ledger's rows as they were", () => {
    const imported = [row('i1', '2024-03-25'), row('i2', '2024-01-02')];
    const batch = batchOf(imported);
    const change = localChange(ledger, [{ type: 'commitImport', batch, transactions: imported }]);
    expect(change.delta.removed).toEqual([]);
    // The command's own list: a million-row import's rows are not listed once more.
    expect(change.delta.added).toBe(imported);
    expect(ids(change.data.transactions)).toEqual(['i1', 'm1', 'm2', 'f1', 'f2', 'i2', 'j1']);
    expect(change.data.transactions[1]).toBe(ledger.transactions[0]);
    expect(ids(change.months?.get('2024-01') ?? [])).toEqual(['i2', 'j1']);
    expect(change.data.importBatches).toEqual([batch]);
  });

  it("lists an import's rows as core keeps them when the schema made some of them anew", () => {
    const extra = { ...row('i2', '2024-01-02'), note: undefined, unknown: 'dropped' };
    const imported = [row('i1', '2024-03-25'), extra as Transaction];
    const batch = batchOf(imported);
    const change = localChange(ledger, [{ type: 'commitImport', batch, transactions: imported }]);
    expect(change.delta.added).not.toBe(imported);
    expect(change.delta.added[0]).toBe(imported[0]);
    expect(change.delta.added[1]).toEqual(row('i2', '2024-01-02'));
    expect(change.data.transactions[5]).toBe(change.delta.added[1]);
  });

  it('finds the rows of an import that also edits rows of the ledger by their ids', () => {
    const imported = [row('i1', '2024-03-25')];
    const batch = {
      id: 'batch-1',
      fileName: 'bank.csv',
      importedAt: '2024-03-26T00:00:00.000Z',
      transactionIds: ['i1'],
    };
    const change = localChange(ledger, [
      { type: 'commitImport', batch, transactions: imported },
      patch('f1', { transferId: 'transfer-1' }),
    ]);
    expect(change.delta.removed).toEqual([ledger.transactions[2]]);
    expect(ids(change.delta.added)).toEqual(['i1', 'f1']);
    expect(change.data.transactions.find((t) => t.id === 'f1')?.transferId).toBe('transfer-1');
  });
});

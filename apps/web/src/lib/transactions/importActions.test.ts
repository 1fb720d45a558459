import { applyCommands } from '@cashline/core';
import type { Transaction } from '@cashline/core';
import { describe, expect, it } from 'vitest';
import { undoImportOf } from './importActions';
import type { StoreData } from './storeChanges';
import type { ImportBatch } from './storedRecords';

const tx = (id: string): Transaction => ({
  id,
  date: '2026-03-01',
  description: `Sale ${id}`,
  amount: 40,
  type: 'inflow',
  category: 'Sales',
  accountId: 'main',
});

const shown: ImportBatch = {
  id: 'batch-local',
  fileName: 'march.csv',
  importedAt: '2026-03-02T10:00:00.000Z',
  transactionIds: ['a', 'b'],
  accountId: 'main',
};

const storeWith = (batches: ImportBatch[]): StoreData => ({
  transactions: [tx('a'), tx('b'), tx('kept')],
  importBatches: batches,
  accounts: [],
  importLayouts: {},
  cashMinimum: null,
});

describe('undoImportOf', () => {
  it('takes the import shown away, with exactly its rows', () => {
    const store = storeWith([shown]);
    const { commands, result } = undoImportOf(store, shown);
    const next = applyCommands(store, commands);
    expect(result).toBe(2);
    expect(next.transactions.map((t) => t.id)).toEqual(['kept']);
    expect(next.importBatches).toEqual([]);
  });

  it('finds the import by its rows when its id changed since it was shown (sent to the server)', () => {
    const onServer = { ...shown, id: 'server-import-7' };
    const store = storeWith([onServer]);
    const { commands, result } = undoImportOf(store, shown);
    expect(commands).toEqual([{ type: 'undoImport', importId: 'server-import-7' }]);
    const next = applyCommands(store, commands);
    expect(result).toBe(2);
    expect(next.importBatches).toEqual([]);
  });

  it('says so when the import is gone', () => {
    expect(() => undoImportOf(storeWith([]), shown)).toThrow(
      'That import has already been undone.',
    );
  });
});

import 'fake-indexeddb/auto';
import type { Transaction } from '@cashline/core';
import { IDBFactory } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readNewestStoredRows } from './storedPreview';
import {
  closeDatabase,
  preloadStoredData,
  readStoredData,
  takePreloadedData,
  takePreviewedRows,
  writeStoredData,
} from './transactionDb';

/** `count` rows of one day, numbered from `from`. */
function rows(count: number, from: number, date: string): Transaction[] {
  return Array.from({ length: count }, (_, i) => ({
    id: `imported-bank-row-${from + i}`,
    date,
    description: `Row ${from + i}`,
    amount: -(from + i) / 100,
    type: 'outflow' as const,
    category: 'Other',
  }));
}

/** 3 rows in each of March, February and January 2024, newest month first, as the store lists them. */
const ledger = [
  ...rows(3, 20, '2024-03-05'),
  ...rows(3, 10, '2024-02-05'),
  ...rows(3, 0, '2024-01-05'),
];

beforeEach(async () => {
  closeDatabase();
  globalThis.indexedDB = new IDBFactory();
  await writeStoredData({ transactions: ledger, importBatches: [] });
  closeDatabase();
});

afterEach(() => {
  takePreviewedRows()?.catch(() => undefined);
  takePreloadedData()?.catch(() => undefined);
  vi.restoreAllMocks();
  closeDatabase();
});

describe('the newest stored rows', () => {
  it('are the top of the stored list: whole months, newest first, as many as asked for', async () => {
    expect(await readNewestStoredRows(2)).toEqual(ledger.slice(0, 3));
    expect(await readNewestStoredRows(4)).toEqual(ledger.slice(0, 6));
    expect(await readNewestStoredRows()).toEqual(ledger);
  });

  it('are read before the whole list when the store is read before the first render', async () => {
    const reads: string[] = [];
    const { openCursor, getAllKeys } = IDBObjectStore.prototype;
    vi.spyOn(IDBObjectStore.prototype, 'openCursor').mockImplementation(function (
      this: IDBObjectStore,
      ...args: Parameters<IDBObjectStore['openCursor']>
    ) {
      reads.push('newest');
      return openCursor.apply(this, args);
    });
    vi.spyOn(IDBObjectStore.prototype, 'getAllKeys').mockImplementation(function (
      this: IDBObjectStore,
      ...args: Parameters<IDBObjectStore['getAllKeys']>
    ) {
      reads.push('whole');
      return getAllKeys.apply(this, args);
    });
    preloadStoredData();
    const previewed = takePreviewedRows();
    expect(takePreviewedRows()).toBeUndefined();
    expect(await previewed).toEqual(ledger);
    expect((await takePreloadedData())?.transactions).toEqual(ledger);
    expect(reads).toEqual(['newest', 'whole']);
  });

  it('leave the whole read as it was', async () => {
    expect((await readStoredData()).transactions).toEqual(ledger);
  });
});

import 'fake-indexeddb/auto';
import type { Transaction } from '@cashline/core';
import { IDBFactory } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DB_VERSION } from './appDatabase';
import { loadStoreData } from './loadStore';
import { toColumns } from './transactionColumns';
import {
  DB_NAME,
  STORE_NAME,
  closeDatabase,
  moveToMonths,
  preloadStoredData,
  readStoredData,
  takePreloadedData,
  writeStoredChange,
  writeStoredData,
} from './transactionDb';

function ledger(count: number, from = 0, date = '2024-01-02'): Transaction[] {
  return Array.from({ length: count }, (_, i) => ({
    id: `imported-bank-row-${from + i}`,
    date,
    description: `Row ${from + i}`,
    amount: -(from + i) / 100,
    type: 'outflow' as const,
    category: 'Other',
  }));
}

/** `perMonth` rows in each of March, February and January 2024, newest month first. */
const threeMonths = (perMonth: number): Transaction[] => [
  ...ledger(perMonth, 2000, '2024-03-05'),
  ...ledger(perMonth, 1000, '2024-02-05'),
  ...ledger(perMonth, 0, '2024-01-05'),
];

/** The keys written by `put` since the spy was set, sorted. */
const putKeys = (put: { mock: { calls: unknown[][] } }) =>
  put.mock.calls.map((call) => String(call[1])).sort();

/** Reads a raw key with a connection of its own, the way another tab would. */
function rawGet(key: string): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const open = indexedDB.open(DB_NAME, DB_VERSION);
    open.onerror = () => reject(open.error);
    open.onsuccess = () => {
      const request = open.result.transaction(STORE_NAME).objectStore(STORE_NAME).get(key);
      request.onsuccess = () => {
        open.result.close();
        resolve(request.result);
      };
    };
  });
}

/** Writes raw keys with a connection of its own, as an earlier version of the app would have. */
function rawPut(entries: Record<string, unknown>): Promise<void> {
  return new Promise((resolve, reject) => {
    const open = indexedDB.open(DB_NAME, DB_VERSION);
    open.onupgradeneeded = () => open.result.createObjectStore(STORE_NAME);
    open.onerror = () => reject(open.error);
    open.onsuccess = () => {
      const tx = open.result.transaction(STORE_NAME, 'readwrite');
      for (const [key, value] of Object.entries(entries))
        tx.objectStore(STORE_NAME).put(value, key);
      tx.oncomplete = () => {
        open.result.close();
        resolve();
      };
    };
  });
}

beforeEach(() => {
  closeDatabase();
  globalThis.indexedDB = new IDBFactory();
});

afterEach(() => {
  vi.restoreAllMocks();
  closeDatabase();
});

describe('transactionDb', () => {
  it('keeps the rows in one record per month under rows/YYYY-MM and reads them back newest first', async () => {
    const list = threeMonths(2);
    await writeStoredData({ transactions: list, importBatches: [] });
    expect(await rawGet('transactions')).toMatchObject({ format: 'months-v1', count: 6 });
    expect(await rawGet('rows/2024-02')).toMatchObject({
      count: 2,
      id: ['imported-bank-row-1000', 'imported-bank-row-1001'],
    });
    closeDatabase();
    const read = await readStoredData();
    expect(read.transactions).toEqual(list);
    expect(read.olderLayout).toBe(false);
  });

  it('cannot be opened by a tab of the version before dictionaries, which would misread the rows', async () => {
    await writeStoredData({ transactions: threeMonths(2), importBatches: [] });
    const opened = await new Promise<string>((resolve) => {
      const open = indexedDB.open(DB_NAME, 1);
      open.onsuccess = () => {
        open.result.close();
        resolve('opened');
      };
      open.onerror = () => resolve(open.error?.name ?? 'error');
    });
    expect(opened).toBe('VersionError');
  });

  it('writes only the months a change names while the store is at its base revision', async () => {
    const list = threeMonths(1000);
    const base = await writeStoredData({ transactions: list, importBatches: [] });
    const put = vi.spyOn(IDBObjectStore.prototype, 'put');
    const added = ledger(1, 999_999, '2024-02-20');
    const next = [...list.slice(0, 1000), ...added, ...list.slice(1000)];
    const february = next.slice(1000, 2001);
    const wrote = await writeStoredChange(
      { transactions: next, importBatches: [] },
      { base, months: new Map([['2024-02', february]]) },
    );
    expect(wrote.onlyChanged).toBe(true);
    expect(putKeys(put)).toEqual(['importBatches', 'rows/2024-02', 'transactions']);
    expect(await rawGet('transactions')).toMatchObject({ revision: wrote.revision, count: 3001 });
    closeDatabase();
    expect((await readStoredData()).transactions).toEqual(next);
  });

  it('deletes the record of a month a change leaves without rows', async () => {
    const list = threeMonths(2);
    const base = await writeStoredData({ transactions: list, importBatches: [] });
    const kept = list.filter((tx) => !tx.date.startsWith('2024-01'));
    await writeStoredChange(
      { transactions: kept, importBatches: [] },
      { base, months: new Map([['2024-01', []]]) },
    );
    expect(await rawGet('rows/2024-01')).toBeUndefined();
    closeDatabase();
    expect((await readStoredData()).transactions).toEqual(kept);
  });

  it('writes every month when another tab saved since the revision the change was made on', async () => {
    const list = threeMonths(3);
    const base = await writeStoredData({ transactions: list, importBatches: [] });
    // Another tab saves a ledger with a December this change never saw.
    await writeStoredData({ transactions: ledger(5, 7, '2023-12-01'), importBatches: [] });
    const put = vi.spyOn(IDBObjectStore.prototype, 'put');
    const wrote = await writeStoredChange(
      { transactions: list, importBatches: [] },
      { base, months: new Map([['2024-03', list.slice(0, 3)]]) },
    );
    expect(wrote.onlyChanged).toBe(false);
    expect(putKeys(put)).toEqual(
      expect.arrayContaining(['rows/2024-01', 'rows/2024-02', 'rows/2024-03']),
    );
    expect(await rawGet('rows/2023-12')).toBeUndefined();
    expect((await readStoredData()).transactions).toEqual(list);
  });

  it('drops months that no longer have rows', async () => {
    await writeStoredData({ transactions: threeMonths(2), importBatches: [] });
    await writeStoredData({ transactions: ledger(3, 0, '2024-03-01'), importBatches: [] });
    expect(await rawGet('rows/2024-01')).toBeUndefined();
    expect(await rawGet('rows/2024-02')).toBeUndefined();
    closeDatabase();
    expect((await readStoredData()).transactions).toEqual(ledger(3, 0, '2024-03-01'));
  });

  it('lays each month out as columns, one typed array per number field', async () => {
    await writeStoredData({ transactions: ledger(3), importBatches: [] });
    const page = (await rawGet('rows/2024-01')) as Record<string, unknown>;
    expect(page.count).toBe(3);
    expect(page.id).toEqual(['imported-bank-row-0', 'imported-bank-row-1', 'imported-bank-row-2']);
    expect(Object.prototype.toString.call(page.amount)).toBe('[object Float64Array]');
  });

  it('moves position-cut chunks of an earlier version to months at load, losing no row and touching nothing beside them', async () => {
    const list = threeMonths(2);
    const oldestFirst = list.slice().reverse();
    const batches = [{ id: 'imp-1', fileName: 'march.csv', transactionIds: ['x'], extra: 'kept' }];
    await rawPut({
      transactions: { format: 'columns-v1', revision: 'old', chunkCount: 2, count: 6 },
      'transactions/0': toColumns(oldestFirst.slice(0, 4)),
      'transactions/1': toColumns(oldestFirst.slice(4)),
      importBatches: batches,
    });
    const loaded = await loadStoreData();
    expect(loaded.rejected).toBe(0);
    expect(loaded.data.transactions.map((tx) => tx.id)).toEqual(list.map((tx) => tx.id));
    expect(await rawGet('transactions')).toMatchObject({ format: 'months-v1', count: 6 });
    expect(await rawGet('transactions/0')).toBeUndefined();
    expect(await rawGet('transactions/1')).toBeUndefined();
    expect(await rawGet('importBatches')).toEqual(batches);
    closeDatabase();
    expect(await readStoredData()).toMatchObject({ transactions: list, olderLayout: false });
  });

  it('leaves chunks holding a row that fails the checks as they are until the next save', async () => {
    const list = ledger(4);
    const oldestFirst = list.slice().reverse();
    const broken = { ...oldestFirst[0], date: '2024-02-30' };
    await rawPut({
      transactions: { format: 'chunked-v1', revision: 'old', chunkCount: 2, count: 4 },
      'transactions/0': [broken, oldestFirst[1]],
      'transactions/1': oldestFirst.slice(2),
    });
    const loaded = await loadStoreData();
    expect(loaded.rejected).toBe(1);
    expect(loaded.data.transactions.map((tx) => tx.id)).toEqual(
      list.slice(0, -1).map((tx) => tx.id),
    );
    expect(await rawGet('transactions')).toMatchObject({ format: 'chunked-v1' });
    expect(await rawGet('transactions/0')).toHaveLength(2);

    await writeStoredData({ transactions: list.slice(0, -1), importBatches: [] });
    expect(await rawGet('transactions/0')).toBeUndefined();
    closeDatabase();
    expect(await readStoredData()).toMatchObject({ transactions: list.slice(0, -1), rejected: 0 });
  });

  it('does not move an older layout over a save another tab made after it was read', async () => {
    await rawPut({ transactions: ledger(2) });
    const read = await readStoredData();
    expect(read.olderLayout).toBe(true);
    await writeStoredData({ transactions: ledger(1, 50), importBatches: [] });
    expect(await moveToMonths(read)).toBeNull();
    closeDatabase();
    expect((await readStoredData()).transactions).toEqual(ledger(1, 50));
  });

  it('hands the read started before the first render to the first load only', async () => {
    await writeStoredData({ transactions: ledger(2), importBatches: [] });
    closeDatabase();
    preloadStoredData();
    const preloaded = takePreloadedData();
    expect(preloaded).toBeDefined();
    expect(takePreloadedData()).toBeUndefined();
    expect((await preloaded)?.transactions).toEqual(ledger(2));
  });

  it('moves a plain array an earlier version stored under transactions to months', async () => {
    await new Promise<void>((resolve) => {
      const open = indexedDB.open(DB_NAME, DB_VERSION);
      open.onupgradeneeded = () => open.result.createObjectStore(STORE_NAME);
      open.onsuccess = () => {
        const tx = open.result.transaction(STORE_NAME, 'readwrite');
        tx.objectStore(STORE_NAME).put(ledger(2), 'transactions');
        tx.oncomplete = () => {
          open.result.close();
          resolve();
        };
      };
    });
    expect((await readStoredData()).transactions).toEqual(ledger(2));
    await loadStoreData();
    expect(await rawGet('transactions')).toMatchObject({ format: 'months-v1', count: 2 });
    expect(await rawGet('rows/2024-01')).toMatchObject({ count: 2 });
  });
});

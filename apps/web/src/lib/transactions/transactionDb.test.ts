import 'fake-indexeddb/auto';
import type { Transaction } from '@cashline/core';
import { IDBFactory } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  CHUNK_SIZE,
  DB_NAME,
  STORE_NAME,
  closeDatabase,
  preloadStoredData,
  readStoredData,
  takePreloadedData,
  writeStoredData,
} from './transactionDb';

function ledger(count: number, from = 0): Transaction[] {
  return Array.from({ length: count }, (_, i) => ({
    id: `imported-bank-row-${from + i}`,
    date: '2024-01-02',
    description: `Row ${from + i}`,
    amount: -(from + i) / 100,
    type: 'outflow' as const,
    category: 'Other',
  }));
}

/** Reads a raw key with a connection of its own, the way another tab would. */
function rawGet(key: string): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const open = indexedDB.open(DB_NAME, 1);
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
    const open = indexedDB.open(DB_NAME, 1);
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
  it('stores a large list in chunks under the key transactions and reads it back in order', async () => {
    const list = ledger(CHUNK_SIZE * 2 + 10);
    await writeStoredData({ transactions: list, importBatches: [] });
    expect(await rawGet('transactions')).toMatchObject({
      format: 'columns-v1',
      chunkCount: 3,
      count: list.length,
    });
    closeDatabase();
    const read = await readStoredData();
    expect(read.transactions).toEqual(list);
  });

  it('rewrites only the chunk an added transaction lands in', async () => {
    const list = ledger(CHUNK_SIZE * 2 + 10);
    await writeStoredData({ transactions: list, importBatches: [] });
    const put = vi.spyOn(IDBObjectStore.prototype, 'put');
    await writeStoredData({ transactions: [...ledger(1, 999_999), ...list], importBatches: [] });
    const keys = put.mock.calls.map((call) => call[1]);
    expect(keys.sort()).toEqual(['importBatches', 'transactions', 'transactions/2']);
    closeDatabase();
    expect((await readStoredData()).transactions).toHaveLength(list.length + 1);
  });

  it('writes every chunk when another tab changed the store in between', async () => {
    const list = ledger(CHUNK_SIZE + 5);
    await writeStoredData({ transactions: list, importBatches: [] });
    // Another tab: its own module state, simulated by forgetting ours and writing again.
    closeDatabase();
    await writeStoredData({ transactions: ledger(CHUNK_SIZE + 5, 7), importBatches: [] });
    const put = vi.spyOn(IDBObjectStore.prototype, 'put');
    await writeStoredData({ transactions: list, importBatches: [] });
    expect(put.mock.calls.map((call) => call[1])).toContain('transactions/0');
    expect((await readStoredData()).transactions).toEqual(list);
  });

  it('drops chunks that are no longer needed when the list shrinks', async () => {
    await writeStoredData({ transactions: ledger(CHUNK_SIZE + 1), importBatches: [] });
    await writeStoredData({ transactions: ledger(3), importBatches: [] });
    expect(await rawGet('transactions/1')).toBeUndefined();
    closeDatabase();
    expect((await readStoredData()).transactions).toEqual(ledger(3));
  });

  it('lays each chunk out as columns, one typed array per number field', async () => {
    const list = ledger(3);
    await writeStoredData({ transactions: list, importBatches: [] });
    const chunk = (await rawGet('transactions/0')) as Record<string, unknown>;
    expect(chunk.count).toBe(3);
    // Oldest first: the list is newest first, so its last transaction leads the chunk.
    expect(chunk.id).toEqual(['imported-bank-row-2', 'imported-bank-row-1', 'imported-bank-row-0']);
    expect(Object.prototype.toString.call(chunk.amount)).toBe('[object Float64Array]');
  });

  it('reads chunks of objects an earlier version wrote, counts the invalid, and saves them as columns', async () => {
    const list = ledger(CHUNK_SIZE + 2);
    const oldestFirst = list.slice().reverse();
    const broken = { ...oldestFirst[0], date: '2024-02-30' };
    await rawPut({
      transactions: { format: 'chunked-v1', revision: 'old', chunkCount: 2, count: list.length },
      'transactions/0': [broken, ...oldestFirst.slice(1, CHUNK_SIZE)],
      'transactions/1': oldestFirst.slice(CHUNK_SIZE),
    });
    const read = await readStoredData();
    expect(read.rejected).toBe(1);
    expect(read.transactions).toEqual(list.slice(0, -1));

    const put = vi.spyOn(IDBObjectStore.prototype, 'put');
    await writeStoredData({ transactions: read.transactions ?? [], importBatches: [] });
    expect(put.mock.calls.map((call) => call[1])).toEqual(
      expect.arrayContaining(['transactions/0', 'transactions/1']),
    );
    expect(await rawGet('transactions')).toMatchObject({ format: 'columns-v1', chunkCount: 2 });
    closeDatabase();
    expect(await readStoredData()).toMatchObject({ transactions: list.slice(0, -1), rejected: 0 });
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

  it('still reads a plain array an earlier version stored under transactions', async () => {
    await new Promise<void>((resolve) => {
      const open = indexedDB.open(DB_NAME, 1);
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
  });
});

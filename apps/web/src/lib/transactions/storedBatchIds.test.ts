import 'fake-indexeddb/auto';
import type { Transaction } from '@cashline/core';
import { IDBFactory } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DB_VERSION } from './appDatabase';
import { batchesFromStore, batchesToStore, numberedIds } from './storedBatchIds';
import {
  DB_NAME,
  STORE_NAME,
  closeDatabase,
  readStoredData,
  writeStoredData,
} from './transactionDb';

const idsOf = (count: number, prefix = 'imp-9c1e-') =>
  Array.from({ length: count }, (_, i) => `${prefix}${i + 2}`);

const batch = (transactionIds: string[]) => ({
  id: 'batch-1',
  fileName: 'checking.csv',
  importedAt: '2026-11-29T18:00:00.000Z',
  transactionIds,
  accountId: 'main',
});

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

beforeEach(() => {
  closeDatabase();
  globalThis.indexedDB = new IDBFactory();
});

afterEach(() => closeDatabase());

describe('numberedIds', () => {
  it('keeps the prefix and each number, and gives the same ids back', () => {
    const ids = ['imp-9c1e-2', 'imp-9c1e-10', 'imp-9c1e-3', 'imp-9c1e-4294967295'];
    const numbered = numberedIds(ids);
    expect(numbered?.prefix).toBe('imp-9c1e-');
    expect([...(numbered?.numbers ?? [])]).toEqual([2, 10, 3, 4294967295]);
    expect(batchesFromStore(batchesToStore([batch(ids)]))).toEqual([batch(ids)]);
  });

  it.each([
    ['another prefix', ['imp-a-2', 'imp-b-3']],
    ['a leading zero', ['imp-a-2', 'imp-a-03']],
    ['a suffix made unique', ['imp-a-2', 'imp-a-2-2']],
    ['a number too large', ['imp-a-2', 'imp-a-4294967296']],
    ['no number', ['manual-x', 'manual-y']],
    ['a sign', ['imp-a-2', 'imp-a-+3']],
    ['nothing after the prefix', ['imp-a-2', 'imp-a-']],
  ])('is null for a list with %s', (_, ids) => {
    expect(numberedIds(ids)).toBeNull();
  });
});

describe('import batches in the browser store', () => {
  const rows: Transaction[] = [
    {
      id: 'imp-9c1e-2',
      date: '2026-01-02',
      description: 'x',
      amount: 1,
      type: 'inflow',
      category: 'Other',
    },
  ];

  it('stores a long numbered list as numbers and reads the same ids back', async () => {
    const long = batch(idsOf(1200));
    const short = { ...batch(idsOf(3)), id: 'batch-2' };
    const uneven = { ...batch([...idsOf(1199), 'imp-9c1e-5-2']), id: 'batch-3' };
    await writeStoredData({ transactions: rows, importBatches: [long, short, uneven] });
    const stored = (await rawGet('importBatches')) as { transactionIds: unknown }[];
    expect(stored[0]?.transactionIds).toMatchObject({ prefix: 'imp-9c1e-' });
    expect(stored[1]?.transactionIds).toEqual(idsOf(3));
    expect(stored[2]?.transactionIds).toEqual(uneven.transactionIds);
    closeDatabase();
    expect((await readStoredData()).importBatches).toEqual([long, short, uneven]);
  });
});

import 'fake-indexeddb/auto';
import { describe, expect, it, vi } from 'vitest';
import { readNewestPages, readPagesNewestFirst } from './storedPageReads';

type Page = { month: string; rows: string[] };

let counter = 0;

/** A store of `months` pages keyed by month, each with `rowsPerPage` rows named after it. */
async function storeOfPages(months: number, rowsPerPage: number): Promise<IDBDatabase> {
  const db = await new Promise<IDBDatabase>((resolve, reject) => {
    const open = indexedDB.open(`pages-${(counter += 1)}`, 1);
    open.onupgradeneeded = () => open.result.createObjectStore('pages');
    open.onsuccess = () => resolve(open.result);
    open.onerror = () => reject(open.error ?? new Error('open'));
  });
  const tx = db.transaction('pages', 'readwrite');
  for (let m = 1; m <= months; m += 1) {
    const month = `2024-${String(m).padStart(2, '0')}`;
    const rows = Array.from({ length: rowsPerPage }, (_, k) => `${month}#${k}`);
    tx.objectStore('pages').put({ month, rows } satisfies Page, `rows/${month}`);
  }
  await new Promise<void>((resolve) => {
    tx.oncomplete = () => resolve();
  });
  return db;
}

const pagesStore = (db: IDBDatabase) => db.transaction('pages', 'readonly').objectStore('pages');

describe('readNewestPages', () => {
  it('reads whole pages, newest first, until it has the rows asked for', async () => {
    const store = pagesStore(await storeOfPages(6, 3));
    const rows = await readNewestPages(store, null, 5, (page) => (page as Page).rows);
    expect(rows).toEqual([
      '2024-06#0',
      '2024-06#1',
      '2024-06#2',
      '2024-05#0',
      '2024-05#1',
      '2024-05#2',
    ]);
  });

  it('answers every row of a store holding fewer, and none of an empty one', async () => {
    const rowsOf = (page: unknown) => (page as Page).rows;
    expect(await readNewestPages(pagesStore(await storeOfPages(2, 1)), null, 10, rowsOf)).toEqual([
      '2024-02#0',
      '2024-01#0',
    ]);
    expect(await readNewestPages(pagesStore(await storeOfPages(0, 1)), null, 10, rowsOf)).toEqual(
      [],
    );
  });
});

describe('readPagesNewestFirst', () => {
  it('hands over every page newest first, read in batches of about the rows asked for', async () => {
    const store = pagesStore(await storeOfPages(12, 2));
    const batches: number[] = [];
    const getAll = store.getAll.bind(store);
    vi.spyOn(store, 'getAll').mockImplementation((query) => {
      const request = getAll(query);
      request.addEventListener('success', () => batches.push(request.result.length));
      return request;
    });
    const taken: string[] = [];
    await readPagesNewestFirst(
      store,
      null,
      (page) => (page as Page).rows.length,
      (page) => taken.push((page as Page).month),
      6,
    );
    expect(taken).toEqual(
      Array.from({ length: 12 }, (_, k) => `2024-${String(12 - k).padStart(2, '0')}`),
    );
    // A few pages first, then as many as make the batch's rows.
    expect(batches).toEqual([4, 3, 3, 2]);
  });

  it('hands over nothing from an empty store', async () => {
    const take = vi.fn();
    await readPagesNewestFirst(pagesStore(await storeOfPages(0, 1)), null, () => 1, take);
    expect(take).not.toHaveBeenCalled();
  });
});

/**
 * The rows of the newest pages of a store whose keys sort oldest page first (the browser store's
 * months and the team copy's), newest page first, read page by page until there are `atLeast`:
 * the top of the list a page shows before the whole ledger has been read. Each page's rows come
 * in its stored order, as the whole read gives them.
 */
export function readNewestPages<T>(
  store: IDBObjectStore,
  range: IDBKeyRange | null,
  atLeast: number,
  rowsOf: (page: unknown) => readonly T[],
): Promise<T[]> {
  return new Promise((resolve, reject) => {
    const rows: T[] = [];
    const request = store.openCursor(range, 'prev');
    request.onsuccess = () => {
      const cursor = request.result;
      if (cursor) for (const row of rowsOf(cursor.value)) rows.push(row);
      if (!cursor || rows.length >= atLeast) resolve(rows);
      else cursor.continue();
    };
    request.onerror = () => reject(request.error ?? new Error('Could not read the newest rows'));
  });
}

/** Rows read and decoded in one task while a whole ledger is read: well under a long frame's worth. */
export const BATCH_ROWS = 32_768;
/** Pages asked for first, before the size of a page is known. */
const FIRST_PAGES = 4;

function requested<R>(request: IDBRequest<R>): Promise<R> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('Could not read the stored rows'));
  });
}

/**
 * Every page of `range`, newest first, handed to `take` as it is read. The pages are read a batch
 * of about `batchRows` rows at a time (judged by `sizeOf` from the pages read so far), each batch
 * decoded in the task that receives it and the next one asked for first: a million rows are never
 * one task of the main thread, so the page can draw between two batches.
 */
export async function readPagesNewestFirst(
  store: IDBObjectStore,
  range: IDBKeyRange | null,
  sizeOf: (page: unknown) => number,
  take: (page: unknown) => void,
  batchRows = BATCH_ROWS,
): Promise<void> {
  const keys = await requested(store.getAllKeys(range));
  let end = keys.length;
  let pagesSeen = 0;
  let rowsSeen = 0;
  const ask = (pages: number) => {
    const start = Math.max(0, end - pages);
    const batch = IDBKeyRange.bound(keys[start], keys[end - 1]);
    end = start;
    return requested(store.getAll(batch));
  };
  let next = end > 0 ? ask(FIRST_PAGES) : undefined;
  while (next) {
    const pages = await next;
    for (const page of pages) rowsSeen += sizeOf(page);
    pagesSeen += pages.length;
    const perPage = Math.max(1, rowsSeen / Math.max(1, pagesSeen));
    next = end > 0 ? ask(Math.max(1, Math.floor(batchRows / perPage))) : undefined;
    for (let i = pages.length - 1; i >= 0; i -= 1) take(pages[i]);
  }
}

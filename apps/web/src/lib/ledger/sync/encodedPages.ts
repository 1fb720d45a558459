import type { Transaction } from '@cashline/core';
import { inSlices } from '../../workInSlices';
import { encodePage, encodeRows, pageOf, pagesOf } from './copyPages';
import type { StoredPage } from './copyPages';
import { TrackedRows } from './trackedRows';
import type { CopyRows } from './copyRows';

/** Rows grouped between two checks of the time. */
const GROUP_STEP = 8192;

type PageRows = { rows: Transaction[]; versions: number[]; importIds: (string | undefined)[] };

/**
 * Every row of the copy as the pages it is stored in (copyPages.ts), by key. A copy's rows are
 * grouped and encoded a slice of the main thread's time at a time, so storing a downloaded million
 * rows never holds the page for seconds; rows changed meanwhile are stored by the next write.
 */
export async function encodedPages(rows: CopyRows): Promise<Map<string, StoredPage>> {
  const encoded = new Map<string, StoredPage>();
  if (!(rows instanceof TrackedRows)) {
    for (const [key, page] of pagesOf(rows.values())) encoded.set(key, encodePage(page));
    return encoded;
  }
  const pages = new Map<string, PageRows>();
  const add = (row: Transaction, version: number, importId: string | undefined) => {
    const key = pageOf(row);
    let page = pages.get(key);
    if (!page) pages.set(key, (page = { rows: [], versions: [], importIds: [] }));
    page.rows.push(row);
    page.versions.push(version);
    page.importIds.push(importId);
  };
  const end = rows.slotCount;
  let next = 0;
  const never = new AbortController().signal;
  await inSlices(() => {
    const until = Math.min(end, next + GROUP_STEP);
    rows.visitSlots(next, until, add);
    next = until;
    return next >= end;
  }, never);
  const keys = [...pages.keys()];
  let k = 0;
  if (keys.length === 0) return encoded;
  await inSlices(() => {
    const key = keys[k] as string;
    const page = pages.get(key) as PageRows;
    encoded.set(key, encodeRows(page.rows, page.versions, page.importIds));
    k += 1;
    return k >= keys.length;
  }, never);
  return encoded;
}

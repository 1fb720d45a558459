import type { LedgerTransaction } from '@cashline/core';
import { fromColumns, toColumns } from '../../transactions/transactionColumns';

/** A page of rows as columns (transactionColumns.ts) with each row's version and import. */
export type StoredPage = {
  columns: unknown;
  versions: Uint32Array;
  importIds: (string | undefined)[];
};

/**
 * The page a row is stored in: its month. Pages are keyed so that reading them in key order, last
 * first, gives the rows newest first, the order the store shows them in, without sorting a million.
 */
export const pageOf = (row: { date: string }): string => row.date.slice(0, 7);

const newerFirst = (a: LedgerTransaction, b: LedgerTransaction) =>
  a.date === b.date ? (a.id < b.id ? 1 : a.id > b.id ? -1 : 0) : a.date < b.date ? 1 : -1;

/** One page's rows, stored newest first. */
export function encodePage(rows: LedgerTransaction[]): StoredPage {
  rows.sort(newerFirst);
  return {
    columns: toColumns(rows),
    versions: Uint32Array.from(rows, (row) => row.version),
    importIds: rows.map((row) => row.importId),
  };
}

/** A stored page's rows, in its order, each through the columns' load-time checks. */
export function decodePage(page: StoredPage | undefined): LedgerTransaction[] {
  if (!page) return [];
  const position = new Map<string, number>();
  const ids = (page.columns as { id?: unknown }).id;
  if (Array.isArray(ids)) ids.forEach((id, i) => position.set(String(id), i));
  const rows: LedgerTransaction[] = [];
  for (const record of fromColumns(page.columns).records) {
    const i = position.get(record.id);
    if (i === undefined) continue;
    const importId = page.importIds[i];
    rows.push({ ...record, version: page.versions[i] ?? 1, ...(importId ? { importId } : {}) });
  }
  return rows;
}

/** The rows grouped by page, each page in the rows' order. */
export function pagesOf<T extends { date: string }>(rows: Iterable<T>): Map<string, T[]> {
  const pages = new Map<string, T[]>();
  for (const row of rows) {
    const key = pageOf(row);
    const page = pages.get(key);
    if (page) page.push(row);
    else pages.set(key, [row]);
  }
  return pages;
}

import type { LedgerTransaction, Transaction } from '@cashline/core';
import { decodeText, encodeText } from '../../transactions/textColumn';
import type { StoredText } from '../../transactions/textColumn';
import { fromColumns, toColumns } from '../../transactions/transactionColumns';

/** A page of rows as columns (transactionColumns.ts) with each row's version and import. */
export type StoredPage = {
  columns: unknown;
  versions: Uint32Array;
  /** A list, or a dictionary of the few imports a page's rows came from (textColumn.ts). */
  importIds: StoredText;
};

/**
 * The page a row is stored in: its month. Pages are keyed so that reading them in key order, last
 * first, gives the rows newest first, the order the store shows them in, without sorting a million.
 */
export const pageOf = (row: { date: string }): string => row.date.slice(0, 7);

const newerFirst = (a: Transaction, b: Transaction) =>
  a.date === b.date ? (a.id < b.id ? 1 : a.id > b.id ? -1 : 0) : a.date < b.date ? 1 : -1;

/** One page's rows, stored newest first. */
export function encodePage(rows: LedgerTransaction[]): StoredPage {
  return encodeRows(
    rows,
    rows.map((row) => row.version),
    rows.map((row) => row.importId),
  );
}

/**
 * One page of rows kept as the store shows them, with each row's version and import at the same
 * position, stored newest first. Rows already in that order (a download's) are not sorted.
 */
export function encodeRows(
  rows: readonly Transaction[],
  versions: readonly number[],
  importIds: readonly (string | undefined)[],
): StoredPage {
  let order: number[] | undefined;
  for (let i = 1; i < rows.length; i += 1) {
    if (newerFirst(rows[i - 1] as Transaction, rows[i] as Transaction) > 0) {
      order = rows.map((_, k) => k);
      order.sort((a, b) => newerFirst(rows[a] as Transaction, rows[b] as Transaction));
      break;
    }
  }
  const inOrder = <T>(list: readonly T[]): readonly T[] =>
    order ? order.map((k) => list[k] as T) : list;
  return {
    columns: toColumns(inOrder(rows)),
    versions: Uint32Array.from(inOrder(versions)),
    importIds: encodeText(inOrder(importIds)),
  };
}

/**
 * Calls `add` with each of a stored page's rows, in its order, each through the columns' load-time
 * checks, and its version and import beside it: the rows read are the only objects made per row.
 */
export function readPage(
  page: StoredPage | undefined,
  add: (row: Transaction, version: number, importId: string | undefined) => void,
): void {
  if (!page) return;
  const { records, positions } = fromColumns(page.columns);
  const importIds = decodeText(page.importIds, page.versions.length, (id) => id !== '') ?? [];
  for (let k = 0; k < records.length; k += 1) {
    const i = positions[k] as number;
    add(records[k] as Transaction, page.versions[i] ?? 1, importIds[i] || undefined);
  }
}

/** A stored page's rows, in its order, with their versions and imports. */
export function decodePage(page: StoredPage | undefined): LedgerTransaction[] {
  const rows: LedgerTransaction[] = [];
  readPage(page, (shown, version, importId) => {
    // The records read are fresh objects: each takes its version and import in place.
    const row = shown as LedgerTransaction;
    row.version = version;
    if (importId) row.importId = importId;
    rows.push(row);
  });
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

import type { Transaction } from '@cashline/core';
import type { CopyRows } from './copyRows';
import { TrackedRows } from './trackedRows';

/** Each row as the store shows it, with its import: without copying a row where the rows allow. */
export function forEachRow(
  rows: CopyRows,
  visit: (row: Transaction, importId: string | undefined) => void,
): void {
  if (rows instanceof TrackedRows) {
    rows.forEachShown(visit);
    return;
  }
  for (const row of rows.values()) visit(row, row.importId);
}

import { checkBalanceContinuity } from '@cashline/core';
import type { ContinuityCheck, ContinuityRow, ImportSummary } from '@cashline/core';

const ROW_OF_ID = /-row-(\d+)$/;

/**
 * The statement's running-balance check: every row read (new and already imported alike, in file
 * order) with its row number from its id (`imported-{file}-row-{n}`).
 */
export function statementContinuity(summary: ImportSummary): ContinuityCheck | null {
  const rows: ContinuityRow[] = [];
  for (const t of summary.transactions) {
    const match = ROW_OF_ID.exec(t.id);
    if (match === null) continue;
    const row: ContinuityRow = { row: Number(match[1]), amount: t.amount };
    if (t.balance !== undefined) row.balance = t.balance;
    rows.push(row);
  }
  for (const d of summary.duplicates) {
    const row: ContinuityRow = { row: d.row, amount: d.transaction.amount };
    if (d.transaction.balance !== undefined) row.balance = d.transaction.balance;
    rows.push(row);
  }
  rows.sort((a, b) => a.row - b.row);
  return checkBalanceContinuity(rows);
}

/**
 * What identifies a file's layout: its delimiter and its column names, so the next statement of the
 * same bank account is recognised and goes to the account chosen last time.
 */
export function layoutKey(summary: Pick<ImportSummary, 'delimiter' | 'headers'>): string {
  return [summary.delimiter, ...summary.headers.map((h) => h.trim().toLowerCase())].join('|');
}

import { checkBalanceContinuity } from '@cashline/core';
import type {
  ContinuityCheck,
  ContinuityRow,
  ImportSummary,
  OpeningRow,
  Transaction,
} from '@cashline/core';

const ROW_OF_ID = /-row-(\d+)$/;

/** Every row read (new and already imported alike) in file order, numbered from its id. */
export function statementRows(summary: ImportSummary): (OpeningRow & ContinuityRow)[] {
  const rows: (OpeningRow & ContinuityRow)[] = [];
  const add = (row: number, t: Pick<Transaction, 'date' | 'amount' | 'balance'>) => {
    const entry: OpeningRow & ContinuityRow = { row, date: t.date, amount: t.amount };
    if (t.balance !== undefined) entry.balance = t.balance;
    rows.push(entry);
  };
  for (const t of summary.transactions) {
    const match = ROW_OF_ID.exec(t.id);
    if (match !== null) add(Number(match[1]), t);
  }
  for (const d of summary.duplicates) add(d.row, d.transaction);
  rows.sort((a, b) => a.row - b.row);
  return rows;
}

/**
 * The statement's running-balance check: every row read (new and already imported alike, in file
 * order) with its row number from its id (`imported-{file}-row-{n}`).
 */
export function statementContinuity(summary: ImportSummary): ContinuityCheck | null {
  return checkBalanceContinuity(statementRows(summary));
}

/**
 * What identifies a file's layout: its delimiter and its column names, so the next statement of the
 * same bank account is recognised and goes to the account chosen last time. A statement file (OFX,
 * QIF, camt, MT940) has no columns: its format and the account number it states identify it.
 */
export function layoutKey(
  summary: Pick<ImportSummary, 'delimiter' | 'headers'> &
    Partial<Pick<ImportSummary, 'format' | 'statement'>>,
): string {
  const { statement } = summary;
  if (statement !== undefined && summary.format !== undefined) {
    const number = statement.accounts[statement.account]?.number ?? '';
    return ['statement', summary.format, number].join('|');
  }
  return [summary.delimiter, ...summary.headers.map((h) => h.trim().toLowerCase())].join('|');
}

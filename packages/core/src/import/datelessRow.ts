import { isBlank } from './classifyCell.js';
import { truncate } from './truncateCell.js';
import type { ImportIssue } from './types.js';

/** Labels of the total and balance lines accounting packages print between transactions. */
const SUMMARY_LINE =
  /^((sub|grand\s*)?totals?|summe|gesamt|totaal|(opening|closing|beginning|ending|starting)\s+balance|balance\s+(forward|brought|carried))\b/i;

/**
 * A row with no date is not a transaction (decisions.md). Group headings, footers and total or
 * balance lines are part of an accounting export: a notice, not counted among the rows. A row
 * with an amount (`holdsMoney`) and no such label is a transaction that lost its date: skipped
 * and counted.
 */
export function datelessRowIssue(
  row: readonly string[],
  rowNo: number,
  holdsMoney: () => boolean,
): { issue: ImportIssue; counted: boolean } {
  const filled = row.filter((cell) => !isBlank(cell));
  const value = truncate(filled.join(' '));
  const label = filled[0]!.trim();
  if (SUMMARY_LINE.test(label)) {
    const message = 'Total or balance line: not a transaction.';
    return { issue: { row: rowNo, field: 'row', kind: 'notice', message, value }, counted: false };
  }
  if (!holdsMoney()) {
    const message = 'Heading line with no date or amount: not a transaction.';
    return { issue: { row: rowNo, field: 'row', kind: 'notice', message, value }, counted: false };
  }
  const message = 'No date: row skipped.';
  return { issue: { row: rowNo, field: 'date', kind: 'skipped', message, value }, counted: true };
}

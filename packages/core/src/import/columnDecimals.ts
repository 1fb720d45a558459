import { decideDecimal, isSettled, voteDecimal } from './parseAmount.js';
import type { DecimalVotes } from './parseAmount.js';
import type { DecimalSeparator } from './types.js';

export const MONEY_COLUMNS = ['amount', 'debit', 'credit', 'balance'] as const;
export type MoneyColumn = (typeof MONEY_COLUMNS)[number];

/** The decimal separator each money column is read with. */
export type ColumnDecimals = Record<MoneyColumn, DecimalSeparator>;

/** What one column's cells say about its decimal separator. */
export type DecimalEvidence = {
  /** Cells that settle it: both separators, one or two decimals, repeated groups, `0.750`. */
  votes: DecimalVotes;
  /** Cells such as `4.750` or `93,210`: one separator followed by exactly three digits. */
  threes: DecimalVotes;
  /** Cells with digits and no separator at all. */
  bare: number;
};

export type ColumnEvidence = Record<MoneyColumn, DecimalEvidence>;

export function emptyEvidence(): ColumnEvidence {
  const empty = (): DecimalEvidence => ({
    votes: { comma: 0, dot: 0 },
    threes: { comma: 0, dot: 0 },
    bare: 0,
  });
  return { amount: empty(), debit: empty(), credit: empty(), balance: empty() };
}

/** Digits with the separators between them: the number of `-د.ا.‏46.350` is `46.350`. */
const NUMBER = /\d(?:[\d.,]*\d)?/g;

/** Counts one money cell of a column; dots in a currency mark (`د.ا.`, `Rs.`) are no separator. */
export function noteDecimalCell(evidence: DecimalEvidence, text: string): void {
  // Most cells of a whole-number column: no separator at all, told without a regular expression.
  if (text.indexOf('.') === -1 && text.indexOf(',') === -1) {
    if (/\d/.test(text)) evidence.bare++;
    return;
  }
  const numbers = text.match(NUMBER);
  if (numbers === null) return;
  const cell = numbers[numbers.length - 1]!;
  const before = evidence.votes.comma + evidence.votes.dot;
  voteDecimal(evidence.votes, cell);
  if (evidence.votes.comma + evidence.votes.dot !== before) return;
  const comma = cell.indexOf(',');
  const dot = cell.indexOf('.');
  if (comma === -1 && dot === -1) {
    evidence.bare++;
    return;
  }
  if (comma !== -1 && dot !== -1) return;
  const at = comma === -1 ? dot : comma;
  if (cell.indexOf(cell.charAt(at), at + 1) !== -1) return;
  const after = cell.slice(at + 1).match(/^\d*/)![0].length;
  if (after !== 3) return;
  if (comma === -1) evidence.threes.dot++;
  else evidence.threes.comma++;
}

/** Cells of a column that never voted after which the rest of a file is not read for votes. */
const UNVOTED_CELLS = 1000;

/** Every column has seen enough that the rest of a large file will not overturn it. */
export function isEvidenceSettled(evidence: ColumnEvidence): boolean {
  return MONEY_COLUMNS.every((column) => {
    const { votes, threes, bare } = evidence[column];
    if (isSettled(votes)) return true;
    const seen = votes.comma + votes.dot + threes.comma + threes.dot + bare;
    // A column of whole numbers says nothing however long it goes on.
    return seen === 0 || (votes.comma + votes.dot === 0 && seen >= UNVOTED_CELLS);
  });
}

function leaning(votes: DecimalVotes): DecimalSeparator | undefined {
  return votes.comma === votes.dot ? undefined : decideDecimal(votes, '.');
}

/**
 * One column's separator. Its own settling cells decide first. A column whose every cell shows one
 * separator and three digits after it (`4.750`, `0.000`, `93.210`: a dinar, a rial) has
 * that separator as its decimal, unless the file's other columns say otherwise: grouping thousands
 * would leave every amount under 1,000 without a separator. Then the file's other money columns,
 * then the delimiter's usual separator.
 */
function decideColumn(
  evidence: DecimalEvidence,
  file: DecimalVotes,
  fallback: DecimalSeparator,
): DecimalSeparator {
  const own = leaning(evidence.votes);
  if (own !== undefined) return own;
  const fileWide = leaning(file);
  const { threes, bare } = evidence;
  if (bare === 0 && threes.comma + threes.dot >= 2 && (threes.comma === 0) !== (threes.dot === 0)) {
    const three = threes.dot > 0 ? '.' : ',';
    if (fileWide === undefined || fileWide === three) return three;
  }
  return fileWide ?? fallback;
}

/** Each money column's decimal separator, from all of its cells (issue 34, item 6). */
export function decideColumnDecimals(
  evidence: ColumnEvidence,
  fallback: DecimalSeparator,
): ColumnDecimals {
  const file: DecimalVotes = { comma: 0, dot: 0 };
  for (const column of MONEY_COLUMNS) {
    file.comma += evidence[column].votes.comma;
    file.dot += evidence[column].votes.dot;
  }
  const decide = (column: MoneyColumn): DecimalSeparator =>
    decideColumn(evidence[column], file, fallback);
  return {
    amount: decide('amount'),
    debit: decide('debit'),
    credit: decide('credit'),
    balance: decide('balance'),
  };
}

/** Every column read with one separator: the user's choice. */
export function sameDecimals(separator: DecimalSeparator): ColumnDecimals {
  return { amount: separator, debit: separator, credit: separator, balance: separator };
}

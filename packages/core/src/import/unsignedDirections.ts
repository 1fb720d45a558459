import { isInflowByKeywords } from './direction.js';
import { inferCategory } from './inferCategory.js';
import type { TransactionColumns } from './transactionColumns.js';
import type { ImportIssue } from './types.js';

/** What the file says about the direction of its unsigned amounts. */
export type DirectionMarks = {
  /** The word of each transaction's debit/credit column, or null when the file has none. */
  words: readonly (1 | -1 | undefined)[] | null;
  /** Indexes of the transactions whose amount is marked as money in: `+ £12.00`, `12.00 CR`. */
  creditMarked: readonly number[];
  /** Each row's direction as its balance moved (directionsFromBalance), or null without one. */
  balance?: readonly (1 | -1 | undefined)[] | null;
};

const KEYWORD_NOTICE =
  'No amount is negative and there are no debit/credit columns: money in and out was told apart by keywords (sale, pos, ubereats, square, revenue, income; category sales or revenue mean money in).';

/**
 * A file whose amounts are all unsigned and that has no debit/credit columns (decisions.md, CSV
 * import). Explicit marks decide first: a debit/credit word, a leading + or a CR suffix. When the
 * marks name one direction only (a card statement marks its payments CR), the unmarked rows are
 * the other. A balance column's change outranks any mark: the money moved the way the balance did.
 * Only rows that nothing marks fall to app.md's keyword rule.
 */
export function applyUnsignedDirections(
  transactions: TransactionColumns,
  /** The file's category cell of a row; '' without one. */
  fileCategoryOf: (index: number) => string,
  marks: DirectionMarks,
  issues: ImportIssue[],
): void {
  if (transactions.length === 0) return;
  const { words } = marks;
  const byBalance = marks.balance ?? [];
  const credited = new Set(marks.creditMarked);
  const markOf = (i: number): 1 | -1 | undefined => words?.[i] ?? (credited.has(i) ? 1 : undefined);
  let ins = 0;
  let outs = 0;
  let balanced = 0;
  for (let i = 0; i < transactions.length; i++) {
    if (byBalance[i] !== undefined) {
      balanced++;
      continue;
    }
    const direction = markOf(i);
    if (direction === 1) ins++;
    else if (direction === -1) outs++;
  }
  if (balanced > 0) {
    issues.push({
      row: null,
      field: 'amount',
      kind: 'notice',
      message: `No amount is negative: money in and out was read from the balance column's change on ${balanced} of ${transactions.length} rows.`,
    });
  }
  const unmarked = transactions.length - balanced - ins - outs;
  let otherway: 1 | -1 | undefined;
  if (unmarked > 0 && (ins === 0) !== (outs === 0)) {
    otherway = ins === 0 ? 1 : -1;
    issues.push({
      row: null,
      field: 'amount',
      kind: 'notice',
      message:
        otherway === -1
          ? `Amounts marked CR, + or credit are money in; the ${unmarked} without a mark are money out.`
          : `Amounts marked DR or debit are money out; the ${unmarked} without a mark are money in.`,
    });
  } else if (unmarked > 0 && ins === 0 && outs === 0 && balanced === 0) {
    issues.push({ row: null, field: 'amount', kind: 'notice', message: KEYWORD_NOTICE });
  }
  for (let i = 0; i < transactions.length; i++) {
    const direction = byBalance[i] ?? markOf(i) ?? otherway;
    if (direction === -1) {
      transactions.negate(i);
    } else if (direction === undefined) {
      if (ins + outs + balanced > 0) {
        issues.push({
          row: transactions.row(i),
          field: 'type',
          kind: 'altered',
          message:
            balanced > 0
              ? "The balance column's change does not match this row's amount: the direction was taken from description keywords."
              : 'No debit/credit word: the direction was taken from description keywords.',
        });
      }
      // Rows are not categorised until their direction is settled: a file without a category
      // cell is guessed from the description here, as money in or out alike.
      const description = transactions.description(i);
      const category = fileCategoryOf(i) || inferCategory(description);
      if (!isInflowByKeywords(description, category)) transactions.negate(i);
    }
  }
}

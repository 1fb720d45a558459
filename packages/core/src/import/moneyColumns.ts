import { isBlank, isEmptyMoney } from './classifyCell.js';
import { parseAmount } from './parseAmount.js';

// How content inference tells a signed amount column from a pair of money-out and money-in
// columns, and which of a pair is money in.

/** A row's signed amount in cents, or null when it cannot be read. */
export type SignedAmount = (row: readonly string[]) => number | null;

export function amountIn(col: number): SignedAmount {
  return (row) => parseAmount(row[col] ?? '');
}

/** credit - debit, an empty or dash cell counting as 0; a debit written as -50.00 is 50.00 out. */
export function debitCreditIn(debitCol: number, creditCol: number): SignedAmount {
  const read = (cell: string | undefined): number | null =>
    isEmptyMoney(cell) ? 0 : parseAmount(cell!);
  return (row) => {
    const debit = read(row[debitCol]);
    const credit = read(row[creditCol]);
    return debit === null || credit === null ? null : credit - Math.abs(debit);
  };
}

/** The share of consecutive rows whose balance moves by exactly the amount, in either order. */
export function runningBalanceShare(
  sample: readonly (readonly string[])[],
  amountOf: SignedAmount,
  balanceCol: number,
): number {
  let pairs = 0;
  let matches = 0;
  for (let i = 1; i < sample.length; i++) {
    const previous = sample[i - 1]!;
    const current = sample[i]!;
    const a0 = amountOf(previous);
    const a1 = amountOf(current);
    const b0 = parseAmount(previous[balanceCol] ?? '');
    const b1 = parseAmount(current[balanceCol] ?? '');
    if (a0 === null || a1 === null || b0 === null || b1 === null) continue;
    pairs++;
    if (b1 - b0 === a1 || b0 - b1 === a0) matches++;
  }
  return pairs === 0 ? 0 : matches / pairs;
}

/**
 * Two columns of which every transaction row fills exactly one: money out and money in. Rows
 * without a date (headings, totals) are not transactions and are left out of the count.
 */
export function areComplementary(
  sample: readonly (readonly string[])[],
  left: number,
  right: number,
  dateCol: number,
): boolean {
  let onlyLeft = 0;
  let onlyRight = 0;
  let neither = 0;
  for (const row of sample) {
    if (dateCol !== -1 && isBlank(row[dateCol])) continue;
    const l = !isEmptyMoney(row[left]);
    const r = !isEmptyMoney(row[right]);
    if (l && r) return false;
    if (l) onlyLeft++;
    else if (r) onlyRight++;
    else neither++;
  }
  return onlyLeft > 0 && onlyRight > 0 && neither <= (onlyLeft + onlyRight) / 10;
}

/** The first two numeric columns, left to right, that are money out and money in. */
export function findComplementaryPair(
  sample: readonly (readonly string[])[],
  numeric: readonly number[],
  dateCol: number,
): [number, number] | undefined {
  for (let i = 0; i < numeric.length; i++) {
    for (let j = i + 1; j < numeric.length; j++) {
      if (areComplementary(sample, numeric[i]!, numeric[j]!, dateCol)) {
        return [numeric[i]!, numeric[j]!];
      }
    }
  }
  return undefined;
}

import { formatCents } from '../format/currency.js';
import { toCents } from '../money.js';
import type { Cents } from '../money.js';

/** A statement row: its row number in the file, its amount and its running balance if any. */
export type ContinuityRow = { row: number; amount: number; balance?: number };

/** Two consecutive rows whose balances the amount does not explain: rows missing or repeated. */
export type ContinuityBreak = {
  fromRow: number;
  toRow: number;
  /** How far the balance moved, in time order, beyond what the amount explains (what the account holds). */
  jumpCents: Cents;
};

export type ContinuityCheck = {
  /** Consecutive pairs of rows that both carry a balance. */
  steps: number;
  breaks: ContinuityBreak[];
  /** The file lists its newest transaction first. */
  newestFirst: boolean;
  /** The balances count what is owed as positive (a card statement). */
  owedPositive: boolean;
};

type Reading = { newestFirst: boolean; sign: 1 | -1 };

const READINGS: readonly Reading[] = [
  { newestFirst: false, sign: 1 },
  { newestFirst: true, sign: 1 },
  { newestFirst: false, sign: -1 },
  { newestFirst: true, sign: -1 },
];

/** What the balance moved beyond the amount between rows `before` and `after` (file order). */
function excess(
  before: ContinuityRow,
  after: ContinuityRow,
  { newestFirst, sign }: Reading,
): Cents {
  const moved = toCents(after.balance as number) - toCents(before.balance as number);
  // Oldest first, the later row's amount moves the balance; newest first, the earlier row's, backwards.
  const expected = newestFirst ? -toCents(before.amount) : toCents(after.amount);
  return moved - sign * expected;
}

/**
 * Checks a statement's running balance: each row's balance must be the previous balance plus the
 * amount. The file may list oldest or newest first and count a card's debt as positive; the reading
 * the most steps agree with is taken. Each step that disagrees is a break (rows missing or
 * duplicated between them). Null when fewer than two consecutive rows carry a balance.
 */
export function checkBalanceContinuity(rows: readonly ContinuityRow[]): ContinuityCheck | null {
  const pairs: [ContinuityRow, ContinuityRow][] = [];
  for (let i = 1; i < rows.length; i += 1) {
    const before = rows[i - 1] as ContinuityRow;
    const after = rows[i] as ContinuityRow;
    if (before.balance !== undefined && after.balance !== undefined) pairs.push([before, after]);
  }
  if (pairs.length === 0) return null;
  let best = READINGS[0] as Reading;
  let bestAgree = -1;
  for (const reading of READINGS) {
    const agree = pairs.filter(([b, a]) => excess(b, a, reading) === 0).length;
    if (agree > bestAgree) {
      best = reading;
      bestAgree = agree;
    }
  }
  const breaks: ContinuityBreak[] = [];
  for (const [before, after] of pairs) {
    const jump = excess(before, after, best);
    if (jump !== 0) {
      // In time order: newest first, the file runs backwards.
      const forwards = best.newestFirst ? -jump : jump;
      breaks.push({ fromRow: before.row, toRow: after.row, jumpCents: best.sign * forwards });
    }
  }
  return {
    steps: pairs.length,
    breaks,
    newestFirst: best.newestFirst,
    owedPositive: best.sign === -1,
  };
}

/** "Balance jumps by $1,240.00 between row 57 and row 58". */
export function continuityBreakText(gap: ContinuityBreak, currency = 'USD'): string {
  const amount = formatCents(Math.abs(gap.jumpCents), currency, { fractionDigits: 2 });
  return `Balance jumps by ${amount} between row ${gap.fromRow} and row ${gap.toRow}`;
}

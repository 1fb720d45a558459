import { formatCents } from '../format/currency.js';
import { toCents } from '../money.js';
import type { Cents } from '../money.js';
import { rowColumnsOf } from './rowColumns.js';
import type { RowColumns } from './rowColumns.js';

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

type BalanceColumns = Pick<RowColumns, 'count' | 'rows' | 'amount' | 'balance'>;

/** What the balance moved beyond the amount from row `after - 1` to row `after` (file order). */
function excess(columns: BalanceColumns, after: number, { newestFirst, sign }: Reading): Cents {
  const moved = toCents(columns.balance[after]!) - toCents(columns.balance[after - 1]!);
  // Oldest first, the later row's amount moves the balance; newest first, the earlier row's, backwards.
  const expected = newestFirst
    ? -toCents(columns.amount[after - 1]!)
    : toCents(columns.amount[after]!);
  return moved - sign * expected;
}

/**
 * Checks a statement's running balance: each row's balance must be the previous balance plus the
 * amount. The file may list oldest or newest first and count a card's debt as positive; the reading
 * the most steps agree with is taken. Each step that disagrees is a break (rows missing or
 * duplicated between them). Null when fewer than two consecutive rows carry a balance.
 */
export function checkBalanceContinuity(rows: readonly ContinuityRow[]): ContinuityCheck | null {
  return checkBalanceContinuityOfColumns(rowColumnsOf(rows));
}

/** checkBalanceContinuity over rows held in columns (NaN: no balance). */
export function checkBalanceContinuityOfColumns(columns: BalanceColumns): ContinuityCheck | null {
  // Each step is named by its later row.
  const steps = new Uint32Array(Math.max(0, columns.count - 1));
  let count = 0;
  for (let i = 1; i < columns.count; i += 1) {
    if (!Number.isNaN(columns.balance[i - 1]!) && !Number.isNaN(columns.balance[i]!)) {
      steps[count++] = i;
    }
  }
  if (count === 0) return null;
  let best = READINGS[0] as Reading;
  let bestAgree = -1;
  for (const reading of READINGS) {
    let agree = 0;
    for (let k = 0; k < count; k += 1) if (excess(columns, steps[k]!, reading) === 0) agree += 1;
    if (agree > bestAgree) {
      best = reading;
      bestAgree = agree;
    }
  }
  const breaks: ContinuityBreak[] = [];
  for (let k = 0; k < count; k += 1) {
    const after = steps[k]!;
    const jump = excess(columns, after, best);
    if (jump !== 0) {
      // In time order: newest first, the file runs backwards.
      const forwards = best.newestFirst ? -jump : jump;
      breaks.push({
        fromRow: columns.rows[after - 1]!,
        toRow: columns.rows[after]!,
        jumpCents: best.sign * forwards,
      });
    }
  }
  return {
    steps: count,
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

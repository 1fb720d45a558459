import { dayNumber } from '../../src/dates.js';
import { toCents } from '../../src/index.js';
import type { BenchLedger } from './benchLedger.js';

/** A ledger's actual history by day, in cents: what each origin's forecast is scored against. */
export type LedgerHistory = {
  ledger: BenchLedger;
  firstDay: number;
  lastDay: number;
  /** Net flow of each day (transfers excluded), index day - firstDay. */
  flow: Float64Array;
  /** Flow of one-offs and owner transfers each day (generated ledgers). */
  unforeseeable: Float64Array;
  /**
   * Flow each day that is neither a recurring series' nor unforeseeable (generated ledgers): card
   * sales, invoices paid, supplier bills.
   */
  other: Float64Array;
  /** Running sum of `flow` up to and including each day. */
  cumulative: Float64Array;
  /** End-of-day balance. */
  balance: Float64Array;
};

/**
 * The balance before the first day: the first day's transactions, in whatever order the file
 * lists them, start from the one opening (balance - amount) that is no other one's balance.
 */
function openingOf(transactions: BenchLedger['transactions']): number {
  const firstDate = transactions[0]?.date;
  const day = transactions.filter((t) => t.date === firstDate);
  const balances = new Set(day.map((t) => toCents(t.balance ?? 0)));
  const start = day.find((t) => !balances.has(toCents(t.balance ?? 0) - toCents(t.amount)));
  const first = start ?? day[0];
  return first === undefined ? 0 : toCents(first.balance ?? 0) - toCents(first.amount);
}

export function ledgerHistory(ledger: BenchLedger): LedgerHistory {
  const { transactions } = ledger;
  const firstDay = dayNumber((transactions[0] ?? { date: '2000-01-01' }).date);
  const lastDay = dayNumber((transactions[transactions.length - 1] ?? { date: '2000-01-01' }).date);
  const length = lastDay - firstDay + 1;
  const flow = new Float64Array(length);
  const unforeseeable = new Float64Array(length);
  const other = new Float64Array(length);
  for (const t of transactions) {
    const i = dayNumber(t.date) - firstDay;
    if (t.transferId === undefined) flow[i] = (flow[i] as number) + toCents(t.amount);
    if (ledger.unforeseeable?.has(t.id) === true) {
      unforeseeable[i] = (unforeseeable[i] as number) + toCents(t.amount);
    } else if (ledger.seriesOf !== undefined && !ledger.seriesOf.has(t.id)) {
      other[i] = (other[i] as number) + toCents(t.amount);
    }
  }
  const cumulative = new Float64Array(length);
  const balance = new Float64Array(length);
  let sum = 0;
  let closing = openingOf(transactions);
  for (let i = 0; i < length; i += 1) {
    sum += flow[i] as number;
    cumulative[i] = sum;
    closing += flow[i] as number;
    balance[i] = closing;
  }
  return { ledger, firstDay, lastDay, flow, unforeseeable, other, cumulative, balance };
}

/** Net flow of the days (from, to], clamped to the history. */
export function flowBetween(history: LedgerHistory, from: number, to: number): number {
  const at = (day: number) => {
    const i = day - history.firstDay;
    if (i < 0) return 0;
    return history.cumulative[Math.min(i, history.cumulative.length - 1)] as number;
  };
  return at(to) - at(from);
}

export function balanceAt(history: LedgerHistory, day: number): number {
  const i = Math.min(day - history.firstDay, history.balance.length - 1);
  return i < 0 ? 0 : (history.balance[i] as number);
}

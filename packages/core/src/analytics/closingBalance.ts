import { toCents } from '../money.js';
import type { Cents } from '../money.js';

type Candidate = { cents: Cents; balanceCents: Cents };

/**
 * The cash balance a ledger shows: the closing balance of the newest day whose transactions carry a
 * balance, plus every transaction that the running balance does not include yet (dated after that
 * day, or on that day without a balance of its own: a payment entered by hand after importing a
 * statement). Gathered in one pass, in whatever order the transactions come.
 *
 * Dates alone cannot order a day's transactions: the stored list is newest first by date, but a
 * bank file written oldest first keeps its same-day rows oldest first. The running balance can:
 * the day's last transaction is the one whose balance no other transaction of that day starts from
 * (balance - amount). When the chain does not settle it, the first in stored order is taken.
 */
export type ClosingBalance = {
  key: number;
  candidates: Candidate[];
  /** Cents of transactions without a balance, per date key, for keys at or after `key` only. */
  unbalanced: Map<number, Cents>;
  /** The run of same-day unbalanced transactions being summed before it goes into the map. */
  runKey: number;
  runCents: Cents;
};

export function closingBalance(): ClosingBalance {
  return {
    key: -Infinity,
    candidates: [],
    unbalanced: new Map(),
    runKey: Number.NaN,
    runCents: 0,
  };
}

function flushRun(tracker: ClosingBalance): void {
  if (tracker.runCents !== 0 && tracker.runKey >= tracker.key) {
    tracker.unbalanced.set(
      tracker.runKey,
      (tracker.unbalanced.get(tracker.runKey) ?? 0) + tracker.runCents,
    );
  }
  tracker.runCents = 0;
}

/** Offers a transaction dated `key` (see `dateKey`) with its amount in cents and its balance. */
export function offerBalance(
  tracker: ClosingBalance,
  key: number,
  cents: Cents,
  balance: number,
): void {
  if (key < tracker.key) return;
  if (key > tracker.key) {
    flushRun(tracker);
    tracker.key = key;
    tracker.candidates = [];
    for (const day of tracker.unbalanced.keys()) {
      if (day < key) tracker.unbalanced.delete(day);
    }
  }
  tracker.candidates.push({ cents, balanceCents: toCents(balance) });
}

/**
 * Offers a transaction that carries no balance. Stored lists come grouped by day, so a day's run is
 * summed in place and the map is touched once per run, not once per transaction.
 */
export function offerUnbalanced(tracker: ClosingBalance, key: number, cents: Cents): void {
  if (key < tracker.key) return;
  if (key !== tracker.runKey) {
    flushRun(tracker);
    tracker.runKey = key;
  }
  tracker.runCents += cents;
}

/** A day's closing balance from its transactions' running balances (see `ClosingBalance`). */
export function newestDayClosing(candidates: readonly Candidate[]): Cents | null {
  const first = candidates[0];
  if (first === undefined) return null;
  if (candidates.length === 1) return first.balanceCents;
  const openings = new Map<Cents, number>();
  for (const { cents, balanceCents } of candidates) {
    const opening = balanceCents - cents;
    openings.set(opening, (openings.get(opening) ?? 0) + 1);
  }
  const closing = candidates.filter(({ cents, balanceCents }) => {
    const startedFrom = (openings.get(balanceCents) ?? 0) - (cents === 0 ? 1 : 0);
    return startedFrom === 0;
  });
  return closing.length === 1 ? (closing[0] as Candidate).balanceCents : first.balanceCents;
}

/**
 * The balance in cents: the newest day's closing balance plus the transactions it does not
 * include yet; null when no transaction carried a balance.
 */
export function resolveClosingBalance(tracker: ClosingBalance): Cents | null {
  flushRun(tracker);
  const closing = newestDayClosing(tracker.candidates);
  if (closing === null) return null;
  let later = 0;
  for (const [day, cents] of tracker.unbalanced) {
    if (day >= tracker.key) later += cents;
  }
  return closing + later;
}

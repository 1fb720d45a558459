import { toCents } from '../money.js';
import type { Cents } from '../money.js';

type Candidate = { cents: Cents; balanceCents: Cents };

/**
 * Finds the closing balance of the newest day whose transactions carry a balance, in one pass.
 * Dates alone cannot order a day's transactions: the stored list is newest first by date, but a
 * bank file written oldest first keeps its same-day rows oldest first. The running balance can:
 * the day's last transaction is the one whose balance no other transaction of that day starts from
 * (balance - amount). When the chain does not settle it, the first in stored order is taken.
 */
export type ClosingBalance = { key: number; candidates: Candidate[] };

export function closingBalance(): ClosingBalance {
  return { key: -Infinity, candidates: [] };
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
    tracker.key = key;
    tracker.candidates = [];
  }
  tracker.candidates.push({ cents, balanceCents: toCents(balance) });
}

/** The newest day's closing balance in cents, or null when no transaction carried a balance. */
export function resolveClosingBalance({ candidates }: ClosingBalance): Cents | null {
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

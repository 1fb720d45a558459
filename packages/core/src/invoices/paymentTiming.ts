import { dayNumber } from '../dates.js';
import type { IsoDate } from '../dates.js';
import { toCents } from '../money.js';
import { payeeKey } from '../payees/parsePayee.js';
import { distributionOf, mixDistributions, ON_DUE_DATE } from './lagDistribution.js';
import type { LagDistribution } from './lagDistribution.js';
import type { OpenItem, OpenItemKind } from './openItem.js';

/**
 * Paid invoices a customer's own days late weigh as much as the business's: a customer with n
 * paid invoices has the mix n/(n+3) of its own distribution and 3/(n+3) of the business's (a
 * beta-binomial style shrinkage with a prior worth three invoices), so one early payment does not
 * make a customer punctual and ten do.
 */
export const SHRINK_ITEMS = 3;
/** Days past due after which what is still owed is counted as never paid in the history. */
export const RESOLVED_DAYS = 120;
/** Lower bounds (days past due) of the aging buckets 0-30, 31-60, 61-90 and over 90. */
export const AGING_BUCKETS = [0, 31, 61, 91] as const;
/**
 * Share of what is owed that is never paid, by aging bucket, when the history has too few
 * invoices that reached the bucket: the collection tables usually quoted say about 70% of what is
 * 90 days late is ever collected, and little is lost of what is barely due.
 */
export const DEFAULT_NEVER_PAID = [0.02, 0.05, 0.15, 0.3] as const;
/** Invoices that reached a bucket (and were settled or written off) before its rate is read. */
export const MIN_BUCKET_ITEMS = 10;

/** What the history says of one customer or vendor. */
export type PartyHabit = {
  /** Days late, already shrunk towards the business's distribution. */
  lag: LagDistribution;
  /** Settled items with a payment: the n of the shrinkage. */
  paidItems: number;
  /** Settled items (paid, or past `RESOLVED_DAYS` unpaid). */
  resolvedItems: number;
  /** Mean share of a settled item never paid. */
  neverShare: number;
};

/** How the business's customers (or the business itself, for bills) pay, learnt as of a date. */
export type PaymentTiming = {
  kind: OpenItemKind;
  /** The business's own distribution of days late, every paid item weighing the same. */
  overall: LagDistribution;
  /** By party key (see `partyKey`). */
  parties: Map<string, PartyHabit>;
  /** Share never paid by aging bucket (all 0 for bills: the business pays what it owes). */
  neverByAge: number[];
};

/** The key a customer or vendor is matched on, that of the bank lines naming it (`payeeKey`). */
export function partyKey(party: string): string {
  return payeeKey(party);
}

/** `partyKey`, each distinct name worked out once: a customer has many items. */
export function partyKeys(): (party: string) => string {
  const keys = new Map<string, string>();
  return (party) => {
    let key = keys.get(party);
    if (key === undefined) keys.set(party, (key = partyKey(party)));
    return key;
  };
}

/**
 * `dayNumber`, each distinct date worked out once: thousands of items share a few hundred dates.
 */
export function dayNumbers(): (date: IsoDate) => number {
  const days = new Map<IsoDate, number>();
  return (date) => {
    let day = days.get(date);
    if (day === undefined) days.set(date, (day = dayNumber(date)));
    return day;
  };
}

/** What was still owed on an item at the end of the as-of day: later payments undone. */
export function owedAsOf(
  item: OpenItem,
  asOfDay: number,
  dayOf: (date: IsoDate) => number = dayNumber,
): number {
  let owed = toCents(item.balance);
  for (const payment of item.payments) {
    if (dayOf(payment.date) > asOfDay) owed += toCents(payment.amount);
  }
  return Math.min(owed, toCents(item.amount));
}

type PartyTally = { lags: Map<number, number>; paid: number; resolved: number; never: number };
type BucketTally = { owed: number[]; lost: number[]; items: number[] };

function tallyBuckets(
  buckets: BucketTally,
  amount: number,
  paidAt: readonly [number, number][],
  lost: number,
): void {
  AGING_BUCKETS.forEach((bound, b) => {
    let owed = amount;
    if (b > 0) for (const [lag, cents] of paidAt) if (lag < bound) owed -= cents;
    if (owed <= 0) return;
    buckets.owed[b] = (buckets.owed[b] as number) + owed;
    buckets.lost[b] = (buckets.lost[b] as number) + lost;
    buckets.items[b] = (buckets.items[b] as number) + 1;
  });
}

/**
 * Learns from the items of one kind settled by the as-of date (paid in full, or unpaid for
 * `RESOLVED_DAYS` past due) each party's days late, each paid item's payments weighing by their
 * amounts (a part payer's distribution has a mass at each instalment), and for invoices the share
 * never paid by aging bucket: of what was still owed on reaching a bucket, how much never came.
 * Items still open and younger than that say nothing yet; payments after the as-of date are
 * unknown.
 */
export function paymentTiming(
  items: readonly OpenItem[],
  kind: OpenItemKind,
  asOf: IsoDate,
): PaymentTiming {
  const asOfDay = dayNumber(asOf);
  const dayOf = dayNumbers();
  const keyOf = partyKeys();
  const tallies = new Map<string, PartyTally>();
  const overallLags = new Map<number, number>();
  const buckets: BucketTally = { owed: [0, 0, 0, 0], lost: [0, 0, 0, 0], items: [0, 0, 0, 0] };
  for (const item of items) {
    if (item.kind !== kind || dayOf(item.issueDate) > asOfDay) continue;
    const dueDay = dayOf(item.dueDate);
    const owed = owedAsOf(item, asOfDay, dayOf);
    if (owed > 0 && asOfDay - dueDay < RESOLVED_DAYS) continue;
    const amount = toCents(item.amount);
    const paidAt: [number, number][] = [];
    let paid = 0;
    for (const payment of item.payments) {
      const day = dayOf(payment.date);
      if (day > asOfDay) continue;
      const cents = toCents(payment.amount);
      paidAt.push([day - dueDay, cents]);
      paid += cents;
    }
    const key = keyOf(item.party);
    let tally = tallies.get(key);
    if (tally === undefined) {
      tally = { lags: new Map(), paid: 0, resolved: 0, never: 0 };
      tallies.set(key, tally);
    }
    tally.resolved += 1;
    tally.never += owed / amount;
    if (kind === 'invoice') tallyBuckets(buckets, amount, paidAt, owed);
    if (paid === 0) continue;
    tally.paid += 1;
    for (const [lag, cents] of paidAt) {
      tally.lags.set(lag, (tally.lags.get(lag) ?? 0) + cents / paid);
      overallLags.set(lag, (overallLags.get(lag) ?? 0) + cents / paid);
    }
  }
  const overall = distributionOf(overallLags) ?? ON_DUE_DATE;
  const parties = new Map<string, PartyHabit>();
  for (const [key, tally] of tallies) {
    const own = distributionOf(tally.lags);
    const n = tally.paid;
    parties.set(key, {
      lag: own === null ? overall : mixDistributions(own, overall, n / (n + SHRINK_ITEMS)),
      paidItems: n,
      resolvedItems: tally.resolved,
      neverShare: tally.never / tally.resolved,
    });
  }
  const neverByAge = AGING_BUCKETS.map((_, b) => {
    if (kind === 'bill') return 0;
    if ((buckets.items[b] as number) < MIN_BUCKET_ITEMS) return DEFAULT_NEVER_PAID[b] as number;
    return (buckets.lost[b] as number) / (buckets.owed[b] as number);
  });
  return { kind, overall, parties, neverByAge };
}

/** The aging bucket (0-3) of an item `age` days past due; not yet due is the first. */
export function agingBucket(age: number): number {
  let bucket = 0;
  AGING_BUCKETS.forEach((bound, b) => {
    if (age >= bound) bucket = b;
  });
  return bucket;
}

/**
 * The chance an item `age` days past due is never paid: the bucket's share, moved towards the
 * party's own share never paid as its settled items grow (the same n/(n+3) weight as its days late).
 */
export function neverPaidChance(timing: PaymentTiming, habit: PartyHabit | undefined, age: number) {
  const bucket = timing.neverByAge[agingBucket(age)] as number;
  if (timing.kind === 'bill' || habit === undefined) return bucket;
  const weight = habit.resolvedItems / (habit.resolvedItems + SHRINK_ITEMS);
  return weight * habit.neverShare + (1 - weight) * bucket;
}

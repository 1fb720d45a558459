import { dateOfDayNumber, dayNumber } from '../dates.js';
import type { IsoDate } from '../dates.js';
import type { OpenItem } from './openItem.js';
import { dayNumbers, neverPaidChance, owedAsOf, partyKeys } from './paymentTiming.js';
import type { PaymentTiming } from './paymentTiming.js';

/**
 * Days over which an invoice later than anything the history has seen is expected: it is paid or
 * not soon, and the chance of never is in its aging bucket.
 */
export const OVERDUE_SPREAD_DAYS = 28;

/** An open item's expected payment over the forecast weeks (week 0 starts after the as-of day). */
export type ExpectedPayment = {
  item: OpenItem;
  /** Still owed at the end of the as-of day, cents. */
  owedCents: number;
  /** 0-1: the chance none of it is ever paid. */
  neverChance: number;
  /** Expected payment per week in whole cents; what falls after the horizon is in none. */
  weekCents: number[];
  /** The chance it is paid by the end of each week. */
  paidBy: number[];
  /**
   * When it is paid if it is: the 10th percentile, median and 90th percentile of its payment
   * date (after the as-of date; no later than the habit's latest day late).
   */
  likely: { from: IsoDate; expected: IsoDate; to: IsoDate };
};

/** The open items of one kind placed in the weeks, and their sums. */
export type ExpectedFlows = {
  payments: ExpectedPayment[];
  /** Sum of the items' `weekCents`. */
  weekCents: number[];
  /**
   * Variance (cents²) of what is paid by the end of each week, items independent: how far the
   * balance may fall from the expected one because payments come early, late or never.
   */
  paidByVariance: number[];
};

/**
 * Rounds non-negative amounts to whole cents whose sum is the rounded sum, the cents left over
 * going to the largest fractions (the first among equals).
 */
export function wholeCents(values: readonly number[]): number[] {
  const floors = values.map(Math.floor);
  let left = Math.round(values.reduce((sum, v) => sum + v, 0)) - floors.reduce((s, v) => s + v, 0);
  const order = values
    .map((value, i) => ({ i, fraction: value - (floors[i] as number) }))
    .sort((a, b) => b.fraction - a.fraction || a.i - b.i);
  for (const { i } of order) {
    if (left <= 0) break;
    floors[i] = (floors[i] as number) + 1;
    left -= 1;
  }
  return floors;
}

/** The 10th, 50th and 90th percentiles of when an item is paid, given it is. */
const LIKELY = [0.1, 0.5, 0.9] as const;

type Timing = { byWeek: number[]; likelyDays: number[] };

/** The first day at which the shares (by ascending day) reach each of `LIKELY`. */
function likelyDays(days: readonly number[], shares: readonly number[]): number[] {
  return LIKELY.map((p) => {
    let sum = 0;
    for (let i = 0; i < days.length; i += 1) {
      sum += shares[i] as number;
      if (sum >= p - 1e-9) return days[i] as number;
    }
    return days[days.length - 1] as number;
  });
}

/**
 * In which weeks the rest of an item `age` days past due is paid, as shares (week 0 is days 1-7
 * after the as-of day; what falls after the last week is in none), and the likely days (see
 * `LIKELY`): its party's days late later than `age` (it was not paid by now), else the
 * business's, else soon (`OVERDUE_SPREAD_DAYS` for invoices, the next day for bills, which the
 * business pays itself).
 */
function weeksOfPayment(timing: PaymentTiming, key: string, age: number, weeks: number): Timing {
  const byWeek = new Array<number>(weeks).fill(0);
  for (const { lags, weights } of [
    timing.parties.get(key)?.lag ?? timing.overall,
    timing.overall,
  ]) {
    const days: number[] = [];
    const shares: number[] = [];
    let mass = 0;
    for (let i = 0; i < lags.length; i += 1) {
      const day = (lags[i] as number) - age;
      if (day < 1) continue;
      const weight = weights[i] as number;
      mass += weight;
      days.push(day);
      shares.push(weight);
      const week = Math.floor((day - 1) / 7);
      if (week < weeks) byWeek[week] = (byWeek[week] as number) + weight;
    }
    if (mass > 0) {
      return {
        byWeek: byWeek.map((share) => share / mass),
        likelyDays: likelyDays(
          days,
          shares.map((share) => share / mass),
        ),
      };
    }
  }
  const spread = timing.kind === 'invoice' ? OVERDUE_SPREAD_DAYS : 1;
  for (let day = 1; day <= spread; day += 1) {
    const week = Math.floor((day - 1) / 7);
    if (week < weeks) byWeek[week] = (byWeek[week] as number) + 1 / spread;
  }
  return { byWeek, likelyDays: LIKELY.map((p) => Math.max(1, Math.ceil(p * spread))) };
}

/** One open item's expected payment over `weeks` weeks after the as-of day. */
function expectedPayment(
  item: OpenItem,
  owedCents: number,
  timing: PaymentTiming,
  { age, key, asOfDay }: { age: number; key: string; asOfDay: number },
  weeks: number,
): ExpectedPayment {
  const neverChance = neverPaidChance(timing, timing.parties.get(key), age);
  const {
    byWeek,
    likelyDays: [from, expected, to],
  } = weeksOfPayment(timing, key, age, weeks);
  const dateAfter = (days: number | undefined) => dateOfDayNumber(asOfDay + (days ?? 1));
  let paid = 0;
  const paidBy = byWeek.map((share) => (paid += (1 - neverChance) * share));
  const expectedCents = owedCents * (1 - neverChance);
  return {
    item,
    owedCents,
    neverChance,
    weekCents: wholeCents(byWeek.map((share) => expectedCents * share)),
    paidBy,
    likely: { from: dateAfter(from), expected: dateAfter(expected), to: dateAfter(to) },
  };
}

/**
 * Places the open items of the timing's kind (issued by the as-of date, something still owed)
 * in the `weeks` weeks after it: each expected on the days its party's habit says, given it is
 * not paid yet, less its chance of never being paid.
 */
export function expectedPayments(
  items: readonly OpenItem[],
  timing: PaymentTiming,
  asOf: IsoDate,
  weeks: number,
): ExpectedFlows {
  const asOfDay = dayNumber(asOf);
  const dayOf = dayNumbers();
  const keyOf = partyKeys();
  const payments: ExpectedPayment[] = [];
  const weekCents = new Array<number>(weeks).fill(0);
  const paidByVariance = new Array<number>(weeks).fill(0);
  for (const item of items) {
    if (item.kind !== timing.kind || dayOf(item.issueDate) > asOfDay) continue;
    const owed = owedAsOf(item, asOfDay, dayOf);
    if (owed <= 0) continue;
    const age = asOfDay - dayOf(item.dueDate);
    const key = keyOf(item.party);
    const payment = expectedPayment(item, owed, timing, { age, key, asOfDay }, weeks);
    payments.push(payment);
    const squared = payment.owedCents * payment.owedCents;
    for (let w = 0; w < weeks; w += 1) {
      weekCents[w] = (weekCents[w] as number) + (payment.weekCents[w] as number);
      const p = payment.paidBy[w] as number;
      paidByVariance[w] = (paidByVariance[w] as number) + squared * p * (1 - p);
    }
  }
  return { payments, weekCents, paidByVariance };
}

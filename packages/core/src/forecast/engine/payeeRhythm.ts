import type { Occurrence } from './findSeries.js';
import { median } from './seriesAmount.js';

/** Occurrences of the newest ones a rhythm reads. */
export const RHYTHM_OCCURRENCES = 6;
/** Most the gaps between payments may vary (median absolute deviation over the median gap). */
export const RHYTHM_GAP_SPREAD = 0.3;

/**
 * A payee paid (or paying) at a loose rhythm with varying amounts: a customer who settles a
 * monthly invoice some days late, a pension, a supplier billed every week. Not a recurring series
 * (dates and amounts are not regular enough to list), but its mean amount is expected after each
 * typical gap, which the weekly residual mean would smear over every week.
 */
export type PayeeRhythm = {
  inflow: boolean;
  occurrences: Occurrence[];
  /** Mean of the newest occurrences, cents (signed). */
  meanCents: number;
  gapDays: number;
  /** Typical days a payment falls from its gap (median absolute deviation of the gaps). */
  spreadDays: number;
  lastDay: number;
};

/** Most payments a rhythm may have missed among its newest gaps (a month the rent was not seen). */
export const RHYTHM_MISSED = 1;

/**
 * Payments missing from the gaps if the payee is paid every `period` days: a gap within
 * `RHYTHM_GAP_SPREAD` of a whole number of periods spans that many, so one missing payment each
 * period but the last; any other gap, however long, spans one (a late payment, then an early one).
 */
function missedPayments(gaps: readonly number[], period: number): number {
  let missed = 0;
  for (const gap of gaps) {
    const periods = Math.round(gap / period);
    if (periods > 1 && Math.abs(gap - periods * period) <= RHYTHM_GAP_SPREAD * period) {
      missed += periods - 1;
    }
  }
  return missed;
}

/**
 * The rhythm of a payee's occurrences (oldest first), or null when its gaps are irregular, it has
 * too few payments, or it has gone quiet (no payment for two gaps). Irregular gaps are those that
 * vary too much around their median, or that are often a whole number of medians: payments made
 * at random (owner draws, purchases from a supplier) have many gaps near the median and some two
 * or three times it, so read at the median they would be expected too often; a rent with one month
 * missed (gaps 30, 30, 61, 30) is still a rhythm.
 */
export function payeeRhythm(
  occurrences: readonly Occurrence[],
  asOfDay: number,
): PayeeRhythm | null {
  const recent = occurrences.slice(-(RHYTHM_OCCURRENCES + 1));
  if (recent.length < 4) return null;
  const gaps: number[] = [];
  for (let i = 1; i < recent.length; i += 1) {
    gaps.push((recent[i] as Occurrence).day - (recent[i - 1] as Occurrence).day);
  }
  const gap = median(gaps);
  if (gap < 5 || gap > 100) return null;
  const spread = median(gaps.map((g) => Math.abs(g - gap)));
  if (spread > RHYTHM_GAP_SPREAD * gap) return null;
  if (missedPayments(gaps, gap) > RHYTHM_MISSED) return null;
  const last = recent[recent.length - 1] as Occurrence;
  if (asOfDay - last.day > 2 * gap) return null;
  const amounts = recent.slice(-RHYTHM_OCCURRENCES).map((o) => o.cents);
  return {
    inflow: last.cents > 0,
    occurrences: [...occurrences],
    meanCents: Math.round(amounts.reduce((sum, c) => sum + c, 0) / amounts.length),
    gapDays: Math.round(gap),
    spreadDays: spread,
    lastDay: last.day,
  };
}

/**
 * Spreads a rhythm's coming payments over the days after the as-of date (`flows[d - 1]` is day
 * asOf + d): each is expected a typical gap after the one before, its amount spread evenly over
 * the days it may fall on (wider for later ones, as a late payment delays the next); the part that
 * falls on or before the as-of date is expected the day after it.
 */
export function spreadRhythm(rhythm: PayeeRhythm, asOfDay: number, flows: Float64Array): void {
  const horizon = flows.length;
  for (let k = 1; ; k += 1) {
    const due = rhythm.lastDay + k * rhythm.gapDays;
    const reach = Math.round(Math.max(1, 1.5 * rhythm.spreadDays) * Math.sqrt(k));
    if (due - reach > asOfDay + horizon) return;
    const share = rhythm.meanCents / (2 * reach + 1);
    for (let day = due - reach; day <= due + reach; day += 1) {
      const index = Math.max(day, asOfDay + 1) - asOfDay - 1;
      if (index < horizon) flows[index] = (flows[index] as number) + share;
    }
  }
}

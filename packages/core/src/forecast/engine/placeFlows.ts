import type { Transaction } from '../../transaction.js';
import { nextDueDays } from './findSeries.js';
import type { FoundSeries, Occurrence } from './findSeries.js';
import { spreadRhythm } from './payeeRhythm.js';
import type { PayeeRhythm } from './payeeRhythm.js';

/** The forecast's weekly money in and out (positive), in cents, week 0 starting after the as-of date. */
export type WeeklyPlan = { inflowCents: number[]; outflowCents: number[] };

/** Flags the rows of the given occurrences as explained. */
export function markExplained(explained: Uint8Array, occurrences: readonly Occurrence[]): void {
  for (const occurrence of occurrences) {
    for (const row of occurrence.rows) explained[row] = 1;
  }
}

/** Adds a series' payments on its coming due days; returns those days. */
export function placeSeries(plan: WeeklyPlan, series: FoundSeries, asOfDay: number): number[] {
  const weeks = plan.inflowCents.length;
  const days = nextDueDays(series, asOfDay, asOfDay + weeks * 7);
  const week = series.inflow ? plan.inflowCents : plan.outflowCents;
  for (const day of days) {
    const index = Math.floor((day - asOfDay - 1) / 7);
    week[index] = (week[index] as number) + series.amount.typicalCents;
  }
  return days;
}

/** Adds the rhythms' expected payments, spread over the days they may fall on, in whole cents. */
export function placeRhythms(
  plan: WeeklyPlan,
  rhythms: readonly PayeeRhythm[],
  asOfDay: number,
): void {
  const days = plan.inflowCents.length * 7;
  const inflows = new Float64Array(days);
  const outflows = new Float64Array(days);
  for (const rhythm of rhythms) spreadRhythm(rhythm, asOfDay, rhythm.inflow ? inflows : outflows);
  const weekIn = new Float64Array(plan.inflowCents.length);
  const weekOut = new Float64Array(plan.inflowCents.length);
  for (let d = 0; d < days; d += 1) {
    const week = Math.floor(d / 7);
    weekIn[week] = (weekIn[week] as number) + (inflows[d] as number);
    weekOut[week] = (weekOut[week] as number) - (outflows[d] as number);
  }
  for (let w = 0; w < plan.inflowCents.length; w += 1) {
    plan.inflowCents[w] = (plan.inflowCents[w] as number) + Math.round(weekIn[w] as number);
    plan.outflowCents[w] = (plan.outflowCents[w] as number) + Math.round(weekOut[w] as number);
  }
}

/** The description of a series' newest payment. */
export function newestDescription(
  series: FoundSeries,
  transactions: readonly Transaction[],
  source: Int32Array,
): string {
  const newest = series.occurrences[series.occurrences.length - 1];
  const row = newest?.rows[newest.rows.length - 1] ?? 0;
  return (transactions[source[row] as number] as Transaction).description;
}

import { residualWeekly } from './residualModel.js';
import type { WeeklyFlows } from './weeklyFlows.js';

/** Weeks of history an origin needs before its errors count. */
export const MIN_ORIGIN_WEEKS = 8;
/** Past origins read: two years of weeks. */
export const MAX_ORIGINS = 104;
/** Errors a horizon needs before its band is read from them rather than from a normal spread. */
export const MIN_ERRORS = 8;
/** z of the 90th percentile of a normal distribution. */
const Z90 = 1.2816;

export type Band = { low: number; high: number };

/** The p-quantile (0-1) of sorted values, interpolated between neighbours. */
export function quantileOfSorted(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return 0;
  const position = (sorted.length - 1) * p;
  const below = Math.floor(position);
  const above = Math.min(sorted.length - 1, below + 1);
  const weight = position - below;
  return (sorted[below] as number) * (1 - weight) + (sorted[above] as number) * weight;
}

function standardDeviation(values: readonly number[]): number {
  if (values.length < 2) return 0;
  const mean = values.reduce((sum, v) => sum + v, 0) / values.length;
  const variance = values.reduce((sum, v) => sum + (v - mean) ** 2, 0) / (values.length - 1);
  return Math.sqrt(variance);
}

/**
 * The 10th and 90th percentiles, per horizon 1..`horizons`, of the error of the cumulative
 * residual flow: the model is run at every past weekly origin with enough history, and its
 * forecast compared with what followed. A horizon with too few origins takes a normal spread of
 * the weekly residual net flow growing with the square root of the horizon.
 */
export function errorBands(flows: WeeklyFlows, horizons: number): Band[] {
  const errors: number[][] = Array.from({ length: horizons }, () => []);
  const firstOrigin = Math.max(MIN_ORIGIN_WEEKS, flows.weeks - MAX_ORIGINS);
  for (let origin = firstOrigin; origin < flows.weeks; origin += 1) {
    const expected = residualWeekly(flows.inflows, origin) - residualWeekly(flows.outflows, origin);
    let actual = 0;
    for (let h = 0; h < horizons && origin + h < flows.weeks; h += 1) {
      actual += (flows.inflows[origin + h] as number) - (flows.outflows[origin + h] as number);
      (errors[h] as number[]).push(actual - expected * (h + 1));
    }
  }
  const weeklyNet: number[] = [];
  for (let w = Math.max(0, flows.weeks - 52); w < flows.weeks; w += 1) {
    weeklyNet.push((flows.inflows[w] as number) - (flows.outflows[w] as number));
  }
  const spread = Z90 * standardDeviation(weeklyNet);
  return errors.map((list, h) => {
    if (list.length < MIN_ERRORS) {
      const width = spread * Math.sqrt(h + 1);
      return { low: -width, high: width };
    }
    const sorted = list.sort((a, b) => a - b);
    return { low: quantileOfSorted(sorted, 0.1), high: quantileOfSorted(sorted, 0.9) };
  });
}

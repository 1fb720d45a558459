import type { WeeklyFlows } from './weeklyFlows.js';

/** Errors a horizon needs before its band is read from them rather than from a normal spread. */
export const MIN_ERRORS = 8;
/**
 * How much wider than the past errors the range is drawn. Errors at past origins are too sure of
 * themselves: those forecasts knew the recurring payments as they came and the adjustment was
 * chosen on them. 1.6 is the factor that makes 8 in 10 later week-end balances fall inside the
 * range in the backtest (bench/forecastBacktest.bench.ts, both data sets).
 */
export const WIDENING = 1.6;
/** z of the 90th percentile of a normal distribution. */
const Z90 = 1.2816;

/** How far below and above the expected balance the 10th and 90th percentiles lie (cents). */
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
 * The band per horizon: the 10th and 90th percentiles of the errors the forecast made at the
 * ledger's past origins (see `fitAdjustment`), widened by `WIDENING`. A horizon with too few errors takes a normal spread
 * of the weekly net flow of the last year, growing with the square root of the horizon.
 */
export function errorBands(errors: readonly number[][], flows: WeeklyFlows): Band[] {
  const weeklyNet: number[] = [];
  for (let w = Math.max(1, flows.weeks - 52); w < flows.weeks; w += 1) {
    weeklyNet.push((flows.closing[w] as number) - (flows.closing[w - 1] as number));
  }
  const spread = Z90 * standardDeviation(weeklyNet);
  return errors.map((list, h) => {
    if (list.length < MIN_ERRORS) {
      const width = WIDENING * spread * Math.sqrt(h + 1);
      return { low: -width, high: width };
    }
    const sorted = [...list].sort((a, b) => a - b);
    return {
      low: WIDENING * Math.min(0, quantileOfSorted(sorted, 0.1)),
      high: WIDENING * Math.max(0, quantileOfSorted(sorted, 0.9)),
    };
  });
}

/**
 * Bands widened by a further independent spread of the balance (`variance`, cents², per week):
 * each side is the root of the sum of its square and that of the spread's 90th percentile.
 */
export function widenBands(bands: readonly Band[], variance: readonly number[]): Band[] {
  return bands.map((band, w) => {
    const extra = Z90 * Z90 * (variance[w] ?? 0);
    return {
      low: -Math.sqrt(band.low * band.low + extra),
      high: Math.sqrt(band.high * band.high + extra),
    };
  });
}

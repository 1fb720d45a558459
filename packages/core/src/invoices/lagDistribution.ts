/**
 * A distribution of days late (payment day less due day; negative when early) as parallel sorted
 * arrays: `weights[i]` of the money is paid `lags[i]` days after the due date. Weights sum to 1.
 */
export type LagDistribution = { lags: number[]; weights: number[] };

/** Earliest and latest days late kept: a payment outside is counted at the bound. */
export const MIN_LAG = -90;
export const MAX_LAG = 365;

/** Everything on the due date: what is known of a party with no history in a business with none. */
export const ON_DUE_DATE: LagDistribution = { lags: [0], weights: [1] };

/** Sums weights by lag (clamped to the bounds) into a distribution scaled to sum to 1. */
export function distributionOf(lagWeights: ReadonlyMap<number, number>): LagDistribution | null {
  const clamped = new Map<number, number>();
  let total = 0;
  for (const [lag, weight] of lagWeights) {
    if (weight <= 0) continue;
    const at = Math.min(MAX_LAG, Math.max(MIN_LAG, lag));
    clamped.set(at, (clamped.get(at) ?? 0) + weight);
    total += weight;
  }
  if (total <= 0) return null;
  const lags = [...clamped.keys()].sort((a, b) => a - b);
  return { lags, weights: lags.map((lag) => (clamped.get(lag) as number) / total) };
}

/** `share` of `a` and the rest of `b`, lag by lag. */
export function mixDistributions(
  a: LagDistribution,
  b: LagDistribution,
  share: number,
): LagDistribution {
  const merged = new Map<number, number>();
  a.lags.forEach((lag, i) => merged.set(lag, share * (a.weights[i] as number)));
  b.lags.forEach((lag, i) =>
    merged.set(lag, (merged.get(lag) ?? 0) + (1 - share) * (b.weights[i] as number)),
  );
  return distributionOf(merged) ?? b;
}

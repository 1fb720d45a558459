import type { Cents } from '../../money.js';

/** An amount further than this share from its level's median starts a new level (a price step). */
export const LEVEL_TOLERANCE = 0.12;

export type SeriesAmount = {
  /** Median of the current level, in cents (positive). */
  typicalCents: Cents;
  minCents: Cents;
  maxCents: Cents;
  /** Price steps seen: changes of level that lasted. */
  steps: number;
  /** Single occurrences off their level that the next one did not follow. */
  outliers: number;
};

export function median(values: readonly number[]): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 === 1
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

function near(value: number, level: number): boolean {
  return Math.abs(value - level) <= LEVEL_TOLERANCE * Math.abs(level);
}

/**
 * The amount of a series from its occurrences' amounts (positive cents, oldest first): amounts that
 * drift stay one level; a change that the next occurrence confirms (or the newest occurrence) is a
 * price step and starts a new level; a single occurrence off its level is an outlier. The typical
 * amount is the median of the newest level.
 */
export function seriesAmount(amounts: readonly Cents[]): SeriesAmount {
  let level: Cents[] = [];
  let steps = 0;
  let outliers = 0;
  for (let i = 0; i < amounts.length; i += 1) {
    const amount = amounts[i] as Cents;
    if (level.length === 0 || near(amount, median(level))) {
      level.push(amount);
      continue;
    }
    const next = amounts[i + 1];
    if (next !== undefined && near(next, median(level)) && !near(next, amount)) {
      outliers += 1;
      continue;
    }
    steps += 1;
    level = [amount];
  }
  return {
    typicalCents: Math.round(median(level)),
    minCents: Math.min(...level),
    maxCents: Math.max(...level),
    steps,
    outliers,
  };
}

/** Whether the amounts are those of one series: steps and outliers are rare. */
export function isSteadyAmount(amount: SeriesAmount, occurrences: number): boolean {
  return amount.steps + amount.outliers <= Math.max(1, Math.floor(occurrences / 4));
}

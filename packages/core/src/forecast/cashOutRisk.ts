/** The z-score of the 90th percentile of a normal distribution: the likely range is ±1.2816 σ. */
const P90_Z = 1.2815515655446004;

/** A week's expected balance and its likely range (10th to 90th percentile), when known. */
export type WeekBalance = { expected: number; range: readonly [number, number] | null };

/**
 * The standard normal distribution function, by Abramowitz and Stegun 7.1.26 (error below
 * 1.5e-7), enough for a chance quoted in tenths.
 */
export function normalCdf(z: number): number {
  const x = Math.abs(z) / Math.SQRT2;
  const t = 1 / (1 + 0.3275911 * x);
  const poly =
    t *
    (0.254829592 + t * (-0.284496736 + t * (1.421413741 + t * (-1.453152027 + t * 1.061405429))));
  const erf = 1 - poly * Math.exp(-x * x);
  return z >= 0 ? (1 + erf) / 2 : (1 - erf) / 2;
}

/**
 * The chance that a week-end balance is below `level`, reading its likely range as a normal
 * distribution whose spread on each side is that side's distance to the range's edge (the engine's
 * ranges are not symmetric). Null without a range: nothing says how sure the forecast is.
 */
export function chanceBelow({ expected, range }: WeekBalance, level: number): number | null {
  if (range === null) return null;
  const [low, high] = range;
  const spread = (expected >= level ? expected - low : high - expected) / P90_Z;
  if (spread <= 0) return expected < level ? 1 : 0;
  return normalCdf((level - expected) / spread);
}

/** The chance that a week-end balance is below zero (see `chanceBelow`). */
export function chanceBelowZero(week: WeekBalance): number | null {
  return chanceBelow(week, 0);
}

/**
 * Whether the forecast runs out of cash within its weeks:
 * - `already`: the opening balance is at or below zero;
 * - `expected`: the expected balance falls below zero in `week`;
 * - `possible`: the expected balance stays above zero, but the low end of the range does not in `week`;
 * - `none`: neither.
 * `chance` is the largest weekly chance of a balance below zero over the horizon (a lower bound on
 * the chance of running out at some point), null when the forecast has no range.
 */
export type CashOut =
  | { status: 'already' }
  | { status: 'expected' | 'possible'; week: number; chance: number | null }
  | { status: 'none'; chance: number | null };

export function cashOutOf(openingBalance: number, weeks: readonly WeekBalance[]): CashOut {
  if (openingBalance <= 0) return { status: 'already' };
  let chance: number | null = null;
  for (const week of weeks) {
    const p = chanceBelowZero(week);
    if (p !== null) chance = Math.max(chance ?? 0, p);
  }
  const expected = weeks.findIndex((week) => week.expected < 0);
  if (expected >= 0) return { status: 'expected', week: expected, chance };
  const possible = weeks.findIndex((week) => week.range !== null && week.range[0] < 0);
  if (possible >= 0) return { status: 'possible', week: possible, chance };
  return { status: 'none', chance };
}

/** A chance in words, in tenths like the range's '8 in 10': 'about 3 in 10'. */
export function chanceText(chance: number): string {
  if (chance >= 0.95) return 'more than 9 in 10';
  if (chance < 0.05) return 'less than 1 in 10';
  return `about ${Math.round(chance * 10)} in 10`;
}

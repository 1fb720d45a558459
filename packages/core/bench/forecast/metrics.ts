import { warnsOfLowCash } from '../../src/accounts/lowCash.js';
import { HORIZON } from './methods.js';
import type { MethodForecast } from './methods.js';

/** What actually happened after an origin, cents, and the ledger's own minimum balance if any. */
export type Actual = {
  ledger: string;
  opening: number;
  net: number[];
  balance: number[];
  minimum?: number;
};

/** One origin's forecast beside what happened: what the low-cash trade-off is read from. */
export type LowCashCase = { actual: Actual; forecast: MethodForecast };

export type Scores = {
  origins: number;
  netError: number[];
  netActual: number[];
  balanceError: number[];
  balanceActual: number[];
  within5: number[];
  within10: number[];
  inside: number[];
  banded: number;
  /** Origins whose 13-week net had the sign of the actual one (flat counts as up). */
  direction: number;
  lowCash: LowCash;
  /** The same event read from the low end of the range (forecasts with a range only). */
  lowCashByLow: LowCash;
  /** The balance falling below the ledger's own minimum within the horizon (ledgers with one). */
  lowCashMinimum: LowCash;
  cases: LowCashCase[];
};

export type LowCash = { truePositive: number; falsePositive: number; falseNegative: number };

export function emptyScores(): Scores {
  const zeros = () => new Array<number>(HORIZON).fill(0);
  return {
    origins: 0,
    netError: zeros(),
    netActual: zeros(),
    balanceError: zeros(),
    balanceActual: zeros(),
    within5: zeros(),
    within10: zeros(),
    inside: zeros(),
    banded: 0,
    direction: 0,
    lowCash: { truePositive: 0, falsePositive: 0, falseNegative: 0 },
    lowCashByLow: { truePositive: 0, falsePositive: 0, falseNegative: 0 },
    lowCashMinimum: { truePositive: 0, falsePositive: 0, falseNegative: 0 },
    cases: [],
  };
}

/** The low-cash threshold of the backtest: 10% of the opening balance (none when it is not above 0). */
export const tenthOf = (opening: number) => (opening > 0 ? 0.1 * opening : Number.NaN);

/** Whether the balance falls below 10% of the opening balance within the horizon. */
function fallsLow(opening: number, balances: readonly number[]): boolean {
  return balances.some((b) => b < tenthOf(opening));
}

/**
 * Whether a forecast warns of a balance below `threshold` within the horizon: with a range, by the
 * app's rule (`warnsOfLowCash`); without, where its balance falls below.
 */
export function warns(forecast: MethodForecast, threshold: number): boolean {
  const { balance, low, high } = forecast;
  if (Number.isNaN(threshold)) return false;
  if (low === undefined || high === undefined) return balance.some((b) => b < threshold);
  return balance.some((expected, h) =>
    warnsOfLowCash({ expected, low: low[h] as number, high: high[h] as number }, threshold),
  );
}

export function score(scores: Scores, forecast: MethodForecast, actual: Actual): void {
  scores.origins += 1;
  for (let h = 0; h < HORIZON; h += 1) {
    const net = actual.net[h] as number;
    const balance = actual.balance[h] as number;
    const error = Math.abs((forecast.balance[h] as number) - balance);
    scores.netError[h] =
      (scores.netError[h] as number) + Math.abs((forecast.net[h] as number) - net);
    scores.netActual[h] = (scores.netActual[h] as number) + Math.abs(net);
    scores.balanceError[h] = (scores.balanceError[h] as number) + error;
    scores.balanceActual[h] = (scores.balanceActual[h] as number) + Math.abs(balance);
    if (error <= 0.05 * Math.abs(balance)) scores.within5[h] = (scores.within5[h] as number) + 1;
    if (error <= 0.1 * Math.abs(balance)) scores.within10[h] = (scores.within10[h] as number) + 1;
    const low = forecast.low?.[h];
    const high = forecast.high?.[h];
    if (low !== undefined && high !== undefined && balance >= low && balance <= high) {
      scores.inside[h] = (scores.inside[h] as number) + 1;
    }
  }
  if (forecast.low !== undefined) scores.banded += 1;
  const last = HORIZON - 1;
  const forecastUp = (forecast.balance[last] as number) >= actual.opening;
  if (forecastUp === (actual.balance[last] as number) >= actual.opening) scores.direction += 1;
  scores.cases.push({ actual, forecast });
  const happened = fallsLow(actual.opening, actual.balance);
  tally(scores.lowCash, warns(forecast, tenthOf(actual.opening)), happened);
  if (forecast.low !== undefined) {
    tally(scores.lowCashByLow, fallsLow(actual.opening, forecast.low), happened);
  }
  const { minimum } = actual;
  if (minimum !== undefined) {
    tally(
      scores.lowCashMinimum,
      warns(forecast, minimum),
      actual.balance.some((b) => b < minimum),
    );
  }
}

export function tally(lowCash: LowCash, predicted: boolean, happened: boolean): void {
  if (predicted && happened) lowCash.truePositive += 1;
  if (predicted && !happened) lowCash.falsePositive += 1;
  if (!predicted && happened) lowCash.falseNegative += 1;
}

export const netWape = (s: Scores, h: number) =>
  (s.netError[h - 1] as number) / (s.netActual[h - 1] as number);
export const balanceWape = (s: Scores, h: number) =>
  (s.balanceError[h - 1] as number) / (s.balanceActual[h - 1] as number);
export const direction = (s: Scores) => s.direction / s.origins;
export const share5 = (s: Scores, h: number) => (s.within5[h - 1] as number) / s.origins;
export const share10 = (s: Scores, h: number) => (s.within10[h - 1] as number) / s.origins;
export const coverage = (s: Scores, h: number) =>
  s.banded === 0 ? Number.NaN : (s.inside[h - 1] as number) / s.banded;
export function coverageAll(s: Scores): number {
  if (s.banded === 0) return Number.NaN;
  return s.inside.reduce((sum, v) => sum + v, 0) / (s.banded * HORIZON);
}
export function precision(lowCash: LowCash): number {
  const { truePositive, falsePositive } = lowCash;
  return truePositive + falsePositive === 0
    ? Number.NaN
    : truePositive / (truePositive + falsePositive);
}
export function recall(lowCash: LowCash): number {
  const { truePositive, falseNegative } = lowCash;
  return truePositive + falseNegative === 0
    ? Number.NaN
    : truePositive / (truePositive + falseNegative);
}

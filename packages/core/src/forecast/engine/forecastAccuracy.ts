import { statementBalancesOn } from '../../analytics/balancesOn.js';
import { dateOfDayNumber } from '../../dates.js';
import type { IsoDate } from '../../dates.js';
import { fromCents, toCents } from '../../money.js';
import type { Transaction } from '../../transaction.js';
import { weekdayOf } from './calendar.js';
import { forecastDetail } from './forecastDetail.js';
import { DEFAULT_FORECAST_WEEKS } from './forecastTypes.js';
import type { RecurringChoices } from './forecastTypes.js';
import { ledgerRows, rowsUpTo } from './ledgerRows.js';
import { outflowFloor } from './outflowFloor.js';
import { PayeeGroupKeys } from './payeeGroupKeys.js';

/** Weeks of transactions each checked origin needs before it (the backtest's protocol). */
export const ACCURACY_HISTORY_WEEKS = 26;
/** Fewest origins that make a measure; with fewer the ledger has not enough history yet. */
export const MIN_ACCURACY_ORIGINS = 4;
export const DEFAULT_ACCURACY_ORIGINS = 12;
export const DEFAULT_ACCURACY_HORIZON_WEEKS = 4;

export type ForecastAccuracyOptions = {
  asOf: IsoDate;
  choices?: RecurringChoices;
  /** How many origins to check at most (the newest ones). */
  origins?: number;
  /** Weeks ahead of each origin whose balance is checked. */
  horizonWeeks?: number;
};

/** One checked origin: the balance forecast there for `target` and the balance there (units). */
export type AccuracyOrigin = {
  origin: IsoDate;
  target: IsoDate;
  expected: number;
  low: number;
  high: number;
  actual: number;
};

export type ForecastAccuracy =
  | { status: 'not-enough-history'; weeksOfHistory: number; weeksNeeded: number }
  | {
      status: 'measured';
      horizonWeeks: number;
      origins: AccuracyOrigin[];
      /** Origins whose expected balance was within 5% (10%) of the actual one. */
      within5: number;
      within10: number;
      /** Origins whose actual balance fell inside [low, high]. */
      insideRange: number;
    };

export type AccuracyProgress = { done: number; total: number };

/**
 * Whether a forecast balance is within `share` of the actual one. Near zero a percentage of the
 * balance means nothing, so the allowance is a share of the larger of the balance and the typical
 * weekly money out (`floorCents`).
 */
export function closeEnough(
  expectedCents: number,
  actualCents: number,
  floorCents: number,
  share: number,
): boolean {
  return (
    Math.abs(expectedCents - actualCents) <= share * Math.max(Math.abs(actualCents), floorCents)
  );
}

/**
 * "How accurate has this been?": the backtest's protocol on the user's own ledger. Origins are
 * Sundays with at least `ACCURACY_HISTORY_WEEKS` weeks of transactions before them (the oldest
 * transaction dated at least 182 days before) and whose target, `horizonWeeks` weeks later, is on
 * or before the as-of date; the newest `origins` of them are checked. At each, the forecast is made
 * from the transactions dated on or before it (with the user's choices) and its balance at the
 * target, expected and range, is compared with the balance there (the opening balance's rule).
 * With fewer than `origins` but at least `MIN_ACCURACY_ORIGINS` origins the measure is made on
 * those; with fewer the ledger has not enough history (`weeksNeeded` weeks guarantee enough
 * whatever weekday it starts on). Yields after each origin so a page can show progress and stay
 * responsive on a large ledger.
 */
export function* forecastAccuracySteps(
  transactions: readonly Transaction[],
  {
    asOf,
    choices = {},
    origins: wanted = DEFAULT_ACCURACY_ORIGINS,
    horizonWeeks = DEFAULT_ACCURACY_HORIZON_WEEKS,
  }: ForecastAccuracyOptions,
): Generator<AccuracyProgress, ForecastAccuracy, void> {
  const rows = ledgerRows(transactions, asOf);
  const { asOfDay, firstDay } = rows;
  const earliest = firstDay + ACCURACY_HISTORY_WEEKS * 7;
  const needed = Math.min(wanted, MIN_ACCURACY_ORIGINS);
  const chosen: number[] = [];
  const lastOrigin = asOfDay - horizonWeeks * 7;
  for (let day = lastOrigin - weekdayOf(lastOrigin); day >= earliest; day -= 7) {
    if (chosen.length === wanted) break;
    chosen.unshift(day);
  }
  if (chosen.length < needed) {
    return {
      status: 'not-enough-history',
      weeksOfHistory: Math.max(0, Math.floor((asOfDay - firstDay + 1) / 7)),
      weeksNeeded: ACCURACY_HISTORY_WEEKS + horizonWeeks + needed,
    };
  }
  const floorAt = outflowFloor(rows);
  const checked: AccuracyOrigin[] = [];
  let within5 = 0;
  let within10 = 0;
  let insideRange = 0;
  // The ledger is read once for every origin: its balance at each origin and target in one pass,
  // each origin's rows cut from the rows read as of the as-of date, each row's payee read once.
  // Read afresh at each origin, the reading cost as much as the forecast.
  const balances = statementBalancesOn(
    transactions,
    chosen.flatMap((day) => [dateOfDayNumber(day), dateOfDayNumber(day + horizonWeeks * 7)]),
  );
  const payeeKeys = new PayeeGroupKeys(transactions);
  const none = { cents: 0, fromStatement: false };
  for (const day of chosen) {
    const origin = dateOfDayNumber(day);
    const target = dateOfDayNumber(day + horizonWeeks * 7);
    const weeks = Math.max(DEFAULT_FORECAST_WEEKS, horizonWeeks);
    const originRows = rowsUpTo(rows, day, balances.get(origin) ?? none);
    const { forecast } = forecastDetail(
      transactions,
      { asOf: origin, weeks, choices },
      { payeeKeys, rows: originRows },
    );
    const balance = forecast.weeks[horizonWeeks - 1]?.balance ?? { low: 0, expected: 0, high: 0 };
    const actualCents = balances.get(target)?.cents ?? 0;
    const expectedCents = toCents(balance.expected);
    const floorCents = floorAt(day);
    if (closeEnough(expectedCents, actualCents, floorCents, 0.05)) within5 += 1;
    if (closeEnough(expectedCents, actualCents, floorCents, 0.1)) within10 += 1;
    if (actualCents >= toCents(balance.low) && actualCents <= toCents(balance.high)) {
      insideRange += 1;
    }
    checked.push({ origin, target, ...balance, actual: fromCents(actualCents) });
    yield { done: checked.length, total: chosen.length };
  }
  return { status: 'measured', horizonWeeks, origins: checked, within5, within10, insideRange };
}

/** `forecastAccuracySteps` run to its end in one call. */
export function forecastAccuracy(
  transactions: readonly Transaction[],
  options: ForecastAccuracyOptions,
): ForecastAccuracy {
  const steps = forecastAccuracySteps(transactions, options);
  for (;;) {
    const step = steps.next();
    if (step.done === true) return step.value;
  }
}

const times = (count: number) => (count === 1 ? 'once' : count === 2 ? 'twice' : `${count} times`);
const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/** The accuracy in plain words, for the forecast page. */
export function accuracySentence(accuracy: ForecastAccuracy): string {
  if (accuracy.status === 'not-enough-history') {
    return `Not enough history yet: the check needs ${plural(accuracy.weeksNeeded, 'week')} of transactions and you have ${accuracy.weeksOfHistory}.`;
  }
  const total = accuracy.origins.length;
  return (
    `Over your last ${total === 1 ? 'week' : `${total} weeks`}, the ${accuracy.horizonWeeks}-week-ahead balance ` +
    `was within 5% ${times(accuracy.within5)} out of ${total}, ` +
    `and inside the likely range ${times(accuracy.insideRange)} out of ${total}.`
  );
}

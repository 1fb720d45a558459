import type { Account } from '../accounts/account.js';
import { balancesOn } from '../analytics/balancesOn.js';
import { balancesOnInCurrency } from '../currency/balancesOnInCurrency.js';
import type { Reporting } from '../currency/ledgerConverter.js';
import { dayNumber } from '../dates.js';
import type { IsoDate } from '../dates.js';
import { closeEnough } from '../forecast/engine/forecastAccuracy.js';
import { ledgerRows } from '../forecast/engine/ledgerRows.js';
import { outflowFloor } from '../forecast/engine/outflowFloor.js';
import { fromCents, toCents } from '../money.js';
import type { Transaction } from '../transaction.js';
import type { FrozenForecast } from './frozenForecast.js';

/** The horizons a frozen forecast is compared at: a week, a month, the whole 13 weeks. */
export const ACTUAL_HORIZONS = [1, 4, 13] as const;
export type ActualHorizon = (typeof ACTUAL_HORIZONS)[number];

/** One frozen base forecast's balance for a week-end that has passed, and the balance there. */
export type FrozenCheck = {
  /** The week the forecast was frozen in (its Monday) and the date it was made as of. */
  week: IsoDate;
  asOf: IsoDate;
  /** The week-end the balance was forecast for. */
  target: IsoDate;
  expected: number;
  low: number;
  high: number;
  actual: number;
  /** Expected minus actual: above zero the forecast was too high. */
  error: number;
  /** The error as a share of the actual balance (or of the typical weekly money out, if larger). */
  errorShare: number;
  within5: boolean;
  insideRange: boolean;
};

export type HorizonAgainstActual = {
  horizonWeeks: ActualHorizon;
  /** Oldest frozen week first. */
  checks: FrozenCheck[];
  within5: number;
  insideRange: number;
};

export type ForecastAgainstActual = {
  horizons: HorizonAgainstActual[];
  /** Whether any frozen forecast has reached a horizon: until then the backtest stands in. */
  anyPassed: boolean;
  /**
   * With accounts in several currencies: the balances' currency (each week-end's at its own
   * rate), and the week-ends a currency had no rate for, whose comparisons are left out.
   */
  currency?: { reportingCurrency: string; missing: { currency: string; weekEnds: IsoDate[] }[] };
};

/** Accounts in several currencies, compared in the reporting currency. */
export type AgainstActualCurrencies = { accounts: readonly Account[]; reporting: Reporting };

/**
 * Forecast against actual (issue #37): each frozen base forecast's expected balance and range at 1,
 * 4 and 13 weeks, laid over the ledger's balance at that week-end once the week-end is on or before
 * the as-of date. Scenarios are what-ifs, so only the base forecast is held to what happened. The
 * ±5% test is the backtest's: a share of the larger of the actual balance and the typical weekly
 * money out in the 13 weeks before the forecast was made.
 */
export function forecastAgainstActual(
  frozen: readonly FrozenForecast[],
  transactions: readonly Transaction[],
  asOf: IsoDate,
  currencies?: AgainstActualCurrencies,
): ForecastAgainstActual {
  const ordered = [...frozen].sort((a, b) => (a.week < b.week ? -1 : a.week > b.week ? 1 : 0));
  const bases = ordered.map((set) => set.forecasts.find((line) => line.scenarioId === null));
  const targets = bases.flatMap((base) =>
    ACTUAL_HORIZONS.map((h) => base?.weeks[h - 1]?.end).filter(
      (end): end is IsoDate => end !== undefined && end <= asOf,
    ),
  );
  const converting =
    currencies !== undefined &&
    currencies.accounts.some((a) => a.currency !== currencies.reporting.currency);
  const converted = converting
    ? balancesOnInCurrency(transactions, targets, currencies.accounts, currencies.reporting)
    : null;
  const balances = converted?.cents ?? balancesOn(transactions, targets);
  // The ledger is read for the ±5% floor only when a horizon has passed.
  const floorAt = targets.length === 0 ? () => 0 : outflowFloor(ledgerRows(transactions, asOf));
  const horizons = ACTUAL_HORIZONS.map((horizonWeeks): HorizonAgainstActual => {
    const checks: FrozenCheck[] = [];
    ordered.forEach((set, i) => {
      const week = bases[i]?.weeks[horizonWeeks - 1];
      if (week === undefined || week.end > asOf) return;
      // A week-end without a rate for some account's money has no balance to hold it to.
      if (converted?.missing.has(week.end)) return;
      const actualCents = balances.get(week.end) ?? 0;
      const expectedCents = toCents(week.expected);
      const floorCents = floorAt(dayNumber(set.asOf));
      const errorCents = expectedCents - actualCents;
      checks.push({
        week: set.week,
        asOf: set.asOf,
        target: week.end,
        expected: week.expected,
        low: week.low,
        high: week.high,
        actual: fromCents(actualCents),
        error: fromCents(errorCents),
        errorShare: errorCents === 0 ? 0 : errorCents / Math.max(Math.abs(actualCents), floorCents),
        within5: closeEnough(expectedCents, actualCents, floorCents, 0.05),
        insideRange: actualCents >= toCents(week.low) && actualCents <= toCents(week.high),
      });
    });
    return {
      horizonWeeks,
      checks,
      within5: checks.filter((check) => check.within5).length,
      insideRange: checks.filter((check) => check.insideRange).length,
    };
  });
  const anyPassed = horizons.some((horizon) => horizon.checks.length > 0);
  if (!converting || converted === null) return { horizons, anyPassed };
  const weekEnds = new Map<string, IsoDate[]>();
  for (const [date, names] of [...converted.missing].sort(([a], [b]) => (a < b ? -1 : 1))) {
    for (const name of names) weekEnds.set(name, [...(weekEnds.get(name) ?? []), date]);
  }
  return {
    horizons,
    anyPassed,
    currency: {
      reportingCurrency: currencies.reporting.currency,
      missing: [...weekEnds].map(([currency, dates]) => ({ currency, weekEnds: dates })),
    },
  };
}

const times = (count: number) => (count === 1 ? 'once' : count === 2 ? 'twice' : `${count} times`);

/** One horizon in plain words: "Your 4-week forecasts have been within 5% 9 times out of 12". */
export function againstActualSentence(horizon: HorizonAgainstActual): string {
  const total = horizon.checks.length;
  const span = `${horizon.horizonWeeks}-week`;
  if (total === 0) return `No ${span} forecast has reached its date yet.`;
  if (total === 1) {
    const check = horizon.checks[0] as FrozenCheck;
    return (
      `Your one ${span} forecast so far was ${check.within5 ? '' : 'not '}within 5%, ` +
      `and the balance was ${check.insideRange ? 'inside' : 'outside'} its likely range.`
    );
  }
  return (
    `Your ${span} forecasts have been within 5% ${times(horizon.within5)} out of ${total}, ` +
    `and inside their likely range ${times(horizon.insideRange)} out of ${total}.`
  );
}

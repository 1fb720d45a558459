import type { Account } from '../../accounts/account.js';
import { scanLedger } from '../../analytics/scan.js';
import { dateOfDayNumber } from '../../dates.js';
import type { IsoDate } from '../../dates.js';
import { fromCents } from '../../money.js';
import type { Transaction } from '../../transaction.js';
import { adjusted, fitAdjustment, usualLevel } from './adjustment.js';
import type { Adjustment } from './adjustment.js';
import { errorBands } from './errorBands.js';
import { findPayments } from './findSeries.js';
import { markExplained, newestDescription, placeRhythms, placeSeries } from './placeFlows.js';
import type { WeeklyPlan } from './placeFlows.js';
import { ledgerRows } from './ledgerRows.js';
import { residualWeekly } from './residualModel.js';
import type { Cadence } from './schedule.js';
import { weeklyFlows } from './weeklyFlows.js';

export const DEFAULT_FORECAST_WEEKS = 13;
/** Series below this confidence are left in the residual flow rather than placed on dates. */
export const MIN_FORECAST_CONFIDENCE = 0.4;

export type CashFlowWeek = {
  start: IsoDate;
  end: IsoDate;
  inflows: number;
  /** Money out, positive. */
  outflows: number;
  net: number;
  /** Week-end balance: expected, and the 10th (low) and 90th (high) percentiles. */
  balance: { low: number; expected: number; high: number };
};

export type ForecastRecurring = {
  description: string;
  cadence: Cadence;
  /** Signed like transactions: money out is negative. */
  amount: number;
  nextDate: IsoDate;
};

/** The engine's forecast, money in currency units. */
export type CashFlowForecast = {
  asOf: IsoDate;
  openingBalance: number;
  weeks: CashFlowWeek[];
  recurring: ForecastRecurring[];
};

export type ForecastCashFlowOptions = {
  asOf: IsoDate;
  weeks?: number;
  /** The ledger's accounts: the opening balance is then their consolidated position. */
  accounts?: readonly Account[];
};

/**
 * Moves the weekly flows so the balance follows the adjusted path (see `adjusted`): what a week
 * gains is added to its inflows, what it loses to its outflows, in whole cents.
 */
function applyAdjustment(
  inflowCents: number[],
  outflowCents: number[],
  gap: number,
  adjustment: Adjustment,
): void {
  const plain: number[] = [];
  let change = 0;
  for (let w = 0; w < inflowCents.length; w += 1) {
    change += (inflowCents[w] as number) - (outflowCents[w] as number);
    plain.push(change);
  }
  const target = adjusted(plain, gap, adjustment);
  let moved = 0;
  for (let w = 0; w < inflowCents.length; w += 1) {
    const shift = Math.round((target[w] as number) - (plain[w] as number)) - moved;
    moved += shift;
    if (shift > 0) inflowCents[w] = (inflowCents[w] as number) + shift;
    else outflowCents[w] = (outflowCents[w] as number) - shift;
  }
}

/**
 * The 13-week cash-flow forecast as of a date:
 * - recurring series are placed on their coming due dates at their typical amount;
 * - payees paid at a loose rhythm (see `payeeRhythm`) are expected after their typical gap;
 * - the rest of the flow is a weekly amount, the recent mean shrunk towards the long-run mean;
 * - the path is then adjusted (share of the drift kept, pull to the usual balance) as the ledger's
 *   own past weeks say works best (see `fitAdjustment`);
 * - the likely range (10th to 90th percentile of the week-end balance) comes from the errors that
 *   forecast made at the ledger's past weeks (see `errorBands`).
 * Reads only transactions dated on or before `asOf`; transfers between own accounts are no flow.
 * The opening balance is the balance every page shows (see `LedgerScan.currentBalanceCents`).
 */
export function forecastCashFlow(
  transactions: readonly Transaction[],
  { asOf, weeks = DEFAULT_FORECAST_WEEKS, accounts }: ForecastCashFlowOptions,
): CashFlowForecast {
  const scanOptions = { asOf, period: 'month' as const };
  const openingCents = scanLedger(
    transactions,
    accounts ? { ...scanOptions, accounts } : scanOptions,
  ).currentBalanceCents;
  const rows = ledgerRows(transactions, asOf);
  const { series: found, rhythms } = findPayments(transactions, rows);

  const used = found.filter(
    (series) => series.ended || series.confidence >= MIN_FORECAST_CONFIDENCE,
  );
  const explained = new Uint8Array(rows.count);
  for (const series of used) markExplained(explained, series.occurrences);
  // The past is scored with rhythm payments in the residual flow: their timing would be known too
  // well there, and the adjustment and the range would come out too sure.
  const flows = weeklyFlows(rows, explained, openingCents);
  for (const rhythm of rhythms) markExplained(explained, rhythm.occurrences);
  const residual = weeklyFlows(rows, explained, openingCents);
  const plan: WeeklyPlan = {
    inflowCents: new Array<number>(weeks).fill(
      Math.round(residualWeekly(residual.inflows, residual.weeks)),
    ),
    outflowCents: new Array<number>(weeks).fill(
      Math.round(residualWeekly(residual.outflows, residual.weeks)),
    ),
  };
  const recurring: ForecastRecurring[] = [];
  for (const series of used) {
    if (series.ended) continue;
    const first = placeSeries(plan, series, rows.asOfDay)[0];
    if (first === undefined) continue;
    const cents = series.amount.typicalCents;
    recurring.push({
      description: newestDescription(series, transactions, rows.source),
      cadence: series.schedule.cadence,
      amount: fromCents(series.inflow ? cents : -cents),
      nextDate: dateOfDayNumber(first),
    });
  }
  recurring.sort((a, b) =>
    a.nextDate < b.nextDate ? -1 : a.nextDate > b.nextDate ? 1 : a.amount - b.amount,
  );
  placeRhythms(plan, rhythms, rows.asOfDay);
  const { inflowCents, outflowCents } = plan;

  const fit = fitAdjustment(flows, weeks);
  applyAdjustment(
    inflowCents,
    outflowCents,
    usualLevel(flows, flows.weeks) - openingCents,
    fit.adjustment,
  );
  const bands = errorBands(fit.errors, flows);

  let balance = openingCents;
  const forecastWeeks: CashFlowWeek[] = [];
  for (let w = 0; w < weeks; w += 1) {
    const net = (inflowCents[w] as number) - (outflowCents[w] as number);
    balance += net;
    const band = bands[w] ?? { low: 0, high: 0 };
    forecastWeeks.push({
      start: dateOfDayNumber(rows.asOfDay + w * 7 + 1),
      end: dateOfDayNumber(rows.asOfDay + w * 7 + 7),
      inflows: fromCents(inflowCents[w] as number),
      outflows: fromCents(outflowCents[w] as number),
      net: fromCents(net),
      balance: {
        low: fromCents(balance + Math.round(band.low)),
        expected: fromCents(balance),
        high: fromCents(balance + Math.round(band.high)),
      },
    });
  }
  return { asOf, openingBalance: fromCents(openingCents), weeks: forecastWeeks, recurring };
}

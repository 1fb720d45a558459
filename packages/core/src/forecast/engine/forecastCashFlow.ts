import { scanLedger } from '../../analytics/scan.js';
import { dateOfDayNumber } from '../../dates.js';
import type { IsoDate } from '../../dates.js';
import { fromCents } from '../../money.js';
import type { Transaction } from '../../transaction.js';
import { adjusted, fitAdjustment, usualLevel } from './adjustment.js';
import type { Adjustment } from './adjustment.js';
import { errorBands } from './errorBands.js';
import { findPayments, nextDueDays } from './findSeries.js';
import { spreadRhythm } from './payeeRhythm.js';
import type { FoundSeries } from './findSeries.js';
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

export type ForecastCashFlowOptions = { asOf: IsoDate; weeks?: number };

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

function newestDescription(
  series: FoundSeries,
  transactions: readonly Transaction[],
  source: Int32Array,
): string {
  const newest = series.occurrences[series.occurrences.length - 1];
  const row = newest?.rows[newest.rows.length - 1] ?? 0;
  return (transactions[source[row] as number] as Transaction).description;
}

/**
 * The 13-week cash-flow forecast as of a date. Recurring series are placed on their coming due
 * dates at their typical amount; the rest of the flow is a weekly amount from the recent mean shrunk
 * towards the long-run mean; the likely range (10th to 90th percentile of the week-end balance)
 * comes from the errors the residual model made at every past week of the ledger. Reads only
 * transactions dated on or before `asOf`; transfers between own accounts are no flow. The opening
 * balance is the balance every page shows (see `LedgerScan.currentBalanceCents`).
 */
export function forecastCashFlow(
  transactions: readonly Transaction[],
  { asOf, weeks = DEFAULT_FORECAST_WEEKS }: ForecastCashFlowOptions,
): CashFlowForecast {
  const openingCents = scanLedger(transactions, { asOf, period: 'month' }).currentBalanceCents;
  const rows = ledgerRows(transactions, asOf);
  const { series: found, rhythms } = findPayments(transactions, rows);

  const used = found.filter(
    (series) => series.ended || series.confidence >= MIN_FORECAST_CONFIDENCE,
  );
  const explained = new Uint8Array(rows.count);
  for (const series of used) {
    for (const occurrence of series.occurrences) {
      for (const row of occurrence.rows) explained[row] = 1;
    }
  }
  // The past is scored with rhythm payments in the residual flow: their timing would be known too
  // well there, and the adjustment and the range would come out too sure.
  const flows = weeklyFlows(rows, explained, openingCents);
  for (const rhythm of rhythms) {
    for (const occurrence of rhythm.occurrences) {
      for (const row of occurrence.rows) explained[row] = 1;
    }
  }
  const residual = weeklyFlows(rows, explained, openingCents);
  const residualIn = Math.round(residualWeekly(residual.inflows, residual.weeks));
  const residualOut = Math.round(residualWeekly(residual.outflows, residual.weeks));

  const inflowCents = new Array<number>(weeks).fill(residualIn);
  const outflowCents = new Array<number>(weeks).fill(residualOut);
  const recurring: ForecastRecurring[] = [];
  const horizonEnd = rows.asOfDay + weeks * 7;
  for (const series of used) {
    if (series.ended) continue;
    const days = nextDueDays(series, rows.asOfDay, horizonEnd);
    const cents = series.amount.typicalCents;
    for (const day of days) {
      const week = Math.floor((day - rows.asOfDay - 1) / 7);
      if (series.inflow) inflowCents[week] = (inflowCents[week] as number) + cents;
      else outflowCents[week] = (outflowCents[week] as number) + cents;
    }
    const first = days[0];
    if (first !== undefined) {
      recurring.push({
        description: newestDescription(series, transactions, rows.source),
        cadence: series.schedule.cadence,
        amount: fromCents(series.inflow ? cents : -cents),
        nextDate: dateOfDayNumber(first),
      });
    }
  }
  const rhythmIn = new Float64Array(weeks * 7);
  const rhythmOut = new Float64Array(weeks * 7);
  for (const rhythm of rhythms)
    spreadRhythm(rhythm, rows.asOfDay, rhythm.inflow ? rhythmIn : rhythmOut);
  for (let d = 0; d < weeks * 7; d += 1) {
    const week = Math.floor(d / 7);
    inflowCents[week] = (inflowCents[week] as number) + (rhythmIn[d] as number);
    outflowCents[week] = (outflowCents[week] as number) - (rhythmOut[d] as number);
  }
  for (let w = 0; w < weeks; w += 1) {
    inflowCents[w] = Math.round(inflowCents[w] as number);
    outflowCents[w] = Math.round(outflowCents[w] as number);
  }
  recurring.sort((a, b) =>
    a.nextDate < b.nextDate ? -1 : a.nextDate > b.nextDate ? 1 : a.amount - b.amount,
  );

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

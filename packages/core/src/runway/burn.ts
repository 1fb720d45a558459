import type { LedgerScan } from '../analytics/scan.js';
import { daysBetween, endOfMonth, monthKey } from '../dates.js';
import type { IsoDate, MonthKey } from '../dates.js';
import { divideCents, scaleCents } from '../money.js';
import type { Cents } from '../money.js';

/** Burn is averaged over this many complete calendar months (decisions.md). */
export const BURN_MONTHS = 3;

/** Average days in a calendar month (365.25 / 12 = 30.4375), in ten-thousandths of a day for integer arithmetic. */
export const MONTH_DAYS_E4 = 304_375;

/**
 * What a burn figure rests on: up to 3 complete calendar months, or, before the ledger has one
 * complete month, the days of data it has (from its first transaction to the as-of date), scaled
 * to a month. `none` when there is no transaction up to the as-of date.
 */
export type BurnBasis =
  | { kind: 'months'; months: MonthKey[] }
  | { kind: 'days'; days: number; from: IsoDate; to: IsoDate }
  | { kind: 'none' };

/**
 * Net burn: average monthly outflows minus inflows; at or below 0 the business is cash-flow
 * positive. Gross burn: average monthly outflows alone, what runs out if revenue stopped.
 */
export type Burn = { netBurnCents: Cents; grossBurnCents: Cents; basis: BurnBasis };

/** One calendar month's money in and out, in cents (outflows positive). */
export type MonthFlow = { month: MonthKey; inflowCents: Cents; outflowCents: Cents };

/** True when the month has ended by the as-of date (its last day is on or before it). */
export function isCompleteMonth(month: MonthKey, asOf: IsoDate): boolean {
  return endOfMonth(`${month}-01`) <= asOf;
}

/** The scan's trend months as flows, oldest first. */
export function monthFlows(scan: LedgerScan): MonthFlow[] {
  return scan.trendMonths.map((month, i) => ({
    month,
    inflowCents: scan.trendInflowCents[i] ?? 0,
    outflowCents: scan.trendOutflowCents[i] ?? 0,
  }));
}

/**
 * The months burn is averaged over: the last 3 calendar months complete by the as-of date that the
 * ledger covers (none before the month of its first transaction), oldest first.
 */
export function burnMonths(
  flows: readonly MonthFlow[],
  asOf: IsoDate,
  firstDate: IsoDate | null,
): MonthFlow[] {
  if (firstDate === null) return [];
  const firstMonth = monthKey(firstDate);
  return flows
    .filter(({ month }) => month >= firstMonth && isCompleteMonth(month, asOf))
    .slice(-BURN_MONTHS);
}

/** Net and gross burn as of the scan's date (decisions.md "Forecast and runway"). */
export function burnOf(scan: LedgerScan): Burn {
  const flows = monthFlows(scan);
  const months = burnMonths(flows, scan.asOf, scan.firstDate);
  if (months.length > 0) {
    let inflowCents = 0;
    let outflowCents = 0;
    for (const flow of months) {
      inflowCents += flow.inflowCents;
      outflowCents += flow.outflowCents;
    }
    return {
      netBurnCents: divideCents(outflowCents - inflowCents, months.length),
      grossBurnCents: divideCents(outflowCents, months.length),
      basis: { kind: 'months', months: months.map(({ month }) => month) },
    };
  }
  if (scan.firstDate === null)
    return { netBurnCents: 0, grossBurnCents: 0, basis: { kind: 'none' } };
  // No complete month yet: every transaction so far lies in the as-of month, the last trend month.
  const current = flows[flows.length - 1] as MonthFlow;
  const days = daysBetween(scan.firstDate, scan.asOf) + 1;
  const perMonth = (cents: Cents) => scaleCents(cents, MONTH_DAYS_E4, days * 10_000);
  return {
    netBurnCents: perMonth(current.outflowCents - current.inflowCents),
    grossBurnCents: perMonth(current.outflowCents),
    basis: { kind: 'days', days, from: scan.firstDate, to: scan.asOf },
  };
}

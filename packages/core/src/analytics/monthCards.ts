import { endOfMonth, monthKey } from '../dates.js';
import type { IsoDate, MonthKey } from '../dates.js';
import { fromCents } from '../money.js';
import { isCompleteMonth, monthFlows } from '../runway/burn.js';
import type { MonthFlow } from '../runway/burn.js';
import { monthSpanLabel } from '../runway/runwayText.js';
import type { LedgerScan } from './scan.js';

/** One calendar month's money in and out, currency units; outflows positive. */
export type MonthFigures = {
  month: MonthKey;
  /** 'Oct 2026'. */
  label: string;
  inflows: number;
  outflows: number;
  net: number;
  /** The last day counted: the month's end, or the as-of date for the month in progress. */
  through: IsoDate;
};

/**
 * The dashboard's monthly cards: the last calendar month complete by the as-of date, and the month
 * in progress up to it (null when the as-of date ends its month). A month before the ledger's first
 * transaction is not shown as a month of zeros: it is null.
 */
export type MonthlyCards = { lastComplete: MonthFigures | null; inProgress: MonthFigures | null };

function figures(flow: MonthFlow, through: IsoDate): MonthFigures {
  return {
    month: flow.month,
    label: monthSpanLabel([flow.month]),
    inflows: fromCents(flow.inflowCents),
    outflows: fromCents(flow.outflowCents),
    net: fromCents(flow.inflowCents - flow.outflowCents),
    through,
  };
}

export function monthlyCards(scan: LedgerScan): MonthlyCards {
  if (scan.firstDate === null) return { lastComplete: null, inProgress: null };
  const firstMonth = monthKey(scan.firstDate);
  const covered = monthFlows(scan).filter(({ month }) => month >= firstMonth);
  const complete = covered.filter(({ month }) => isCompleteMonth(month, scan.asOf));
  const last = complete[complete.length - 1];
  const current = covered[covered.length - 1];
  const inProgress =
    current !== undefined && !isCompleteMonth(current.month, scan.asOf) ? current : undefined;
  return {
    lastComplete: last === undefined ? null : figures(last, endOfMonth(`${last.month}-01`)),
    inProgress: inProgress === undefined ? null : figures(inProgress, scan.asOf),
  };
}

import { ONE_OFF } from './financingOneOffs.js';
import { dayInMonth, monthIndexOf, partsOfDay } from './calendar.js';
import type { LedgerRows } from './ledgerRows.js';

/** Months of the same dates whose flows are averaged. */
export const CALENDAR_MONTHS = 12;
/** Fewest months a horizon needs before the calendar path is used. */
export const MIN_CALENDAR_MONTHS = 3;
/** Days of flows kept: the calendar months, the horizon and two years of past origins. */
const HISTORY_DAYS = 1200;

/** The running sum (cents) of a flow by day, from `firstDay` to the as-of date. */
export type DailyFlow = { firstDay: number; cumulative: Float64Array };

/** The running sum of the ledger's net flow by day, over its last days, financing one-offs left out. */
export function dailyNet(rows: LedgerRows, explained?: Uint8Array): DailyFlow {
  const firstDay = Math.max(rows.firstDay, rows.asOfDay - HISTORY_DAYS);
  const cumulative = new Float64Array(Math.max(0, rows.asOfDay - firstDay + 1));
  for (let r = 0; r < rows.count; r += 1) {
    const i = (rows.day[r] as number) - firstDay;
    if (i >= 0 && explained?.[r] !== ONE_OFF)
      cumulative[i] = (cumulative[i] as number) + (rows.cents[r] as number);
  }
  for (let i = 1; i < cumulative.length; i += 1) {
    cumulative[i] = (cumulative[i] as number) + (cumulative[i - 1] as number);
  }
  return { firstDay, cumulative };
}

/**
 * What the ledger's net flow brought from `origin` to each week-end 1..`horizons` after it on the same dates of
 * the last `CALENDAR_MONTHS` months (only months whose both dates are on or before the origin),
 * averaged, each month's amount scaled to the days of the horizon: where in its month money
 * usually comes and goes, pay days and month-end bills, whatever explains them. Null when a horizon has fewer than
 * `MIN_CALENDAR_MONTHS` months.
 */
export function calendarPath(flow: DailyFlow, origin: number, horizons: number): number[] | null {
  const { firstDay, cumulative } = flow;
  if (origin - firstDay >= cumulative.length) return null;
  const at = (day: number) => cumulative[day - firstDay] as number;
  const originMonth = monthIndexOf(origin);
  const originDay = partsOfDay(origin).dayOfMonth;
  const path: number[] = [];
  for (let h = 1; h <= horizons; h += 1) {
    const target = origin + 7 * h;
    const targetMonth = monthIndexOf(target);
    const targetDay = partsOfDay(target).dayOfMonth;
    let back = 1;
    while (dayInMonth(targetMonth - back, targetDay) > origin) back += 1;
    let sum = 0;
    let count = 0;
    for (let k = back; k < back + CALENDAR_MONTHS; k += 1) {
      const from = dayInMonth(originMonth - k, originDay);
      if (from < firstDay) break;
      const to = dayInMonth(targetMonth - k, targetDay);
      sum += ((at(to) - at(from)) * 7 * h) / Math.max(1, to - from);
      count += 1;
    }
    if (count < MIN_CALENDAR_MONTHS) return null;
    path.push(sum / count);
  }
  return path;
}

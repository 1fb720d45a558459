import { dateOfDayNumber } from '../../dates.js';
import type { IsoDate } from '../../dates.js';
import { fromCents } from '../../money.js';
import type { Transaction, TransactionType } from '../../transaction.js';
import { weekdayOf } from './calendar.js';
import type { WeekendShift } from './calendar.js';
import { findSeries, nextDueDays } from './findSeries.js';
import type { FoundSeries } from './findSeries.js';
import { ledgerRows } from './ledgerRows.js';
import { mostFrequent, seriesKey } from './seriesChoices.js';
import type { Cadence } from './schedule.js';

/** When a series falls due: a weekday (weekly, biweekly) or days of the month (31: the last day). */
export type DayRule =
  | { kind: 'weekday'; weekday: number }
  | { kind: 'dayOfMonth'; days: number[]; weekendShift: WeekendShift };

export type RecurringOccurrence = { id: string; date: IsoDate; amount: number };

/** A recurring series (money in currency units, signed like transactions: money out is negative). */
export type RecurringSeries = {
  /** Stable key of the series (see `seriesKey`), what a user's choice is stored under. */
  key: string;
  payeeKey: string;
  /** The newest occurrence's description. */
  description: string;
  /** The category most of its occurrences carry. */
  category: string;
  direction: TransactionType;
  cadence: Cadence;
  /** Median amount of the current price level. */
  amount: number;
  amountRange: { min: number; max: number };
  dayRule: DayRule;
  occurrences: RecurringOccurrence[];
  lastDate: IsoDate;
  /** Due dates from the day after the as-of date to the end of the horizon. */
  nextDates: IsoDate[];
  /** 0-1: how regular its dates and amounts are and how many occurrences support it. */
  confidence: number;
};

export type DetectRecurringOptions = {
  asOf: IsoDate;
  /** Days after the as-of date that `nextDates` covers; 13 weeks by default. */
  horizonDays?: number;
};

export const DEFAULT_HORIZON_DAYS = 91;

function dayRuleOf(series: FoundSeries): DayRule {
  const schedule = series.schedule;
  if (schedule.kind === 'weekday') return { kind: 'weekday', weekday: weekdayOf(schedule.anchor) };
  return { kind: 'dayOfMonth', days: [...schedule.days], weekendShift: schedule.shift };
}

/** The public form of a series found by the engine. */
export function describeSeries(
  series: FoundSeries,
  transactions: readonly Transaction[],
  sourceOf: (row: number) => number,
  nextDays: readonly number[],
): RecurringSeries {
  const sign = series.inflow ? 1 : -1;
  const occurrences: RecurringOccurrence[] = [];
  const categories: string[] = [];
  for (const occurrence of series.occurrences) {
    for (const row of occurrence.rows) {
      const t = transactions[sourceOf(row)] as Transaction;
      occurrences.push({ id: t.id, date: t.date, amount: t.amount });
      categories.push(t.category);
    }
  }
  const newest = series.occurrences[series.occurrences.length - 1];
  const newestRow = newest?.rows[newest.rows.length - 1] ?? 0;
  const bounds = [sign * series.amount.minCents, sign * series.amount.maxCents];
  return {
    key: seriesKey(series),
    payeeKey: series.payeeKey,
    description: (transactions[sourceOf(newestRow)] as Transaction).description,
    category: mostFrequent(categories),
    direction: series.inflow ? 'inflow' : 'outflow',
    cadence: series.schedule.cadence,
    amount: fromCents(sign * series.amount.typicalCents),
    amountRange: { min: fromCents(Math.min(...bounds)), max: fromCents(Math.max(...bounds)) },
    dayRule: dayRuleOf(series),
    occurrences,
    lastDate: dateOfDayNumber(newest?.day ?? 0),
    nextDates: nextDays.map(dateOfDayNumber),
    confidence: series.confidence,
  };
}

/**
 * The recurring series of a ledger as of a date that have not ended (two due dates missed), most
 * confident first. Only transactions dated on or before the as-of date count; transfers between
 * own accounts are no series.
 */
export function detectRecurring(
  transactions: readonly Transaction[],
  { asOf, horizonDays = DEFAULT_HORIZON_DAYS }: DetectRecurringOptions,
): RecurringSeries[] {
  const rows = ledgerRows(transactions, asOf);
  const sourceOf = (row: number) => rows.source[row] as number;
  return findSeries(transactions, rows)
    .filter((series) => !series.ended)
    .sort((a, b) => b.confidence - a.confidence || (a.payeeKey < b.payeeKey ? -1 : 1))
    .map((series) =>
      describeSeries(
        series,
        transactions,
        sourceOf,
        nextDueDays(series, rows.asOfDay, rows.asOfDay + horizonDays),
      ),
    );
}

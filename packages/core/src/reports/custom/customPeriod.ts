import { addMonths, endOfMonth, quarterRange, startOfMonth, yearRange } from '../../dates.js';
import type { DateRange, IsoDate } from '../../dates.js';
import { longDateLabel } from '../../runway/runwayText.js';
import type { CustomPeriodPreset, CustomReportPeriod } from './definition.js';

export const CUSTOM_PERIOD_LABELS: Readonly<Record<CustomPeriodPreset, string>> = {
  'this-month': 'This month',
  'last-month': 'Last month',
  'this-quarter': 'This quarter',
  'last-quarter': 'Last quarter',
  'this-year': 'This year',
  'last-year': 'Last year',
  'last-12-months': 'Last 12 months',
  all: 'All time',
};

function presetRange(preset: CustomPeriodPreset, asOf: IsoDate): DateRange | null {
  switch (preset) {
    case 'this-month':
      return { start: startOfMonth(asOf), end: endOfMonth(asOf) };
    case 'last-month': {
      const day = addMonths(startOfMonth(asOf), -1);
      return { start: day, end: endOfMonth(day) };
    }
    case 'this-quarter':
      return quarterRange(asOf);
    case 'last-quarter':
      return quarterRange(addMonths(quarterRange(asOf).start, -3));
    case 'this-year':
      return yearRange(asOf);
    case 'last-year':
      return yearRange(addMonths(yearRange(asOf).start, -12));
    case 'last-12-months':
      return { start: addMonths(startOfMonth(asOf), -11), end: endOfMonth(asOf) };
    case 'all':
      return null;
  }
}

/**
 * The dates a period covers as of a date: nothing after the as-of date counts, so the end is at
 * most the as-of date; `null` is all time up to it. A range that starts after it is empty.
 */
export function customPeriodRange(period: CustomReportPeriod, asOf: IsoDate): DateRange | null {
  const range = namedRange(period, asOf);
  if (range === null) return null;
  return { start: range.start, end: range.end < asOf ? range.end : asOf };
}

function namedRange(period: CustomReportPeriod, asOf: IsoDate): DateRange | null {
  return period.kind === 'range'
    ? { start: period.from, end: period.to }
    : presetRange(period.preset, asOf);
}

/** "Last quarter (1 Jan 2026 to 31 Mar 2026), as of 15 May 2026": what the report and its files say. */
export function customPeriodText(period: CustomReportPeriod, asOf: IsoDate): string {
  const named = namedRange(period, asOf);
  const range = customPeriodRange(period, asOf);
  const asOfText = `as of ${longDateLabel(asOf)}`;
  const span =
    named === null || range === null
      ? null
      : range.start > range.end
        ? `${longDateLabel(named.start)} to ${longDateLabel(named.end)}, after the as-of date`
        : `${longDateLabel(range.start)} to ${longDateLabel(range.end)}`;
  if (period.kind === 'range') return `${span ?? ''}, ${asOfText}`;
  const name = CUSTOM_PERIOD_LABELS[period.preset];
  return span === null ? `${name}, ${asOfText}` : `${name} (${span}), ${asOfText}`;
}

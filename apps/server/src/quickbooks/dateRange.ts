import { daysInMonth, isIsoDate } from '@cashline/core';
import type { DateRange } from './ledgerClient.js';

/** The same day `months` earlier, clamped to the month's end (2024-03-31 → 2024-02-29). */
function monthsBefore(date: string, months: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const index = y * 12 + (m - 1) - months;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  const day = Math.min(d, daysInMonth(year, month));
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** The default pull: the last 12 months up to and including today. */
export function defaultDateRange(today: string): DateRange {
  return { from: monthsBefore(today, 12), to: today };
}

export type RangeResult = { ok: true; range: DateRange } | { ok: false; message: string };

/** Reads optional `from`/`to` query values, defaulting to the last 12 months. */
export function resolveDateRange(
  today: string,
  from: string | undefined,
  to: string | undefined,
): RangeResult {
  const fallback = defaultDateRange(today);
  for (const [name, value] of [
    ['from', from],
    ['to', to],
  ] as const) {
    if (value !== undefined && !isIsoDate(value)) {
      return { ok: false, message: `The ${name} date must be a date written as YYYY-MM-DD.` };
    }
  }
  const range = { from: from ?? fallback.from, to: to ?? (from ? today : fallback.to) };
  if (range.from > range.to) {
    return { ok: false, message: 'The from date must not be after the to date.' };
  }
  return { ok: true, range };
}

import { dateOfDayNumber, dayNumber } from '../dates.js';
import type { IsoDate } from '../dates.js';
import { divideRates, UNIT_RATE } from './rate.js';
import type { Rate } from './rate.js';

/**
 * A rate older than this many days stands for no rate. The ECB publishes on TARGET business days
 * only; its longest gap (Maundy Thursday to Easter Tuesday, or across Christmas) is 5 days, so 7
 * covers every holiday and a late publication without carrying a rate across weeks of movement.
 */
export const MAX_RATE_AGE_DAYS = 7;

/** One published rate: how many units of `currency` one unit of the table's base buys on `date`. */
export type RateQuote = { date: IsoDate; currency: string; rate: Rate };

type Series = {
  days: number[];
  rates: Rate[];
  /** The days whose rate a transfer between two currencies implied (none was stored). */
  implied?: ReadonlySet<number>;
};

/**
 * Daily rates of several currencies against one base (EUR for the ECB's reference rates). Any
 * pair converts through the base: GBP to USD is (USD per EUR) / (GBP per EUR).
 */
export type RateTable = { base: string; series: ReadonlyMap<string, Series> };

/** A rate could not be had: the currency had none on the date or in the 7 days before. */
export type MissingRate = { currency: string; date: IsoDate };

export type RateLookup =
  | {
      ok: true;
      rate: Rate;
      /** The date of the rate used: the older of the two legs' when the pair crosses the base. */
      rateDate: IsoDate;
      /** Whether a leg's rate was implied by a transfer rather than stored. */
      implied: boolean;
    }
  | { ok: false; missing: MissingRate };

/** Builds a table from quotes in any order; of two quotes for one currency and date, the later one wins. */
export function rateTable(base: string, quotes: readonly RateQuote[]): RateTable {
  const byCurrency = new Map<string, Map<number, Rate>>();
  for (const quote of quotes) {
    if (quote.currency === base) continue;
    let dated = byCurrency.get(quote.currency);
    if (dated === undefined) {
      dated = new Map();
      byCurrency.set(quote.currency, dated);
    }
    dated.set(dayNumber(quote.date), quote.rate);
  }
  const series = new Map<string, Series>();
  for (const [currency, dated] of byCurrency) {
    const days = [...dated.keys()].sort((a, b) => a - b);
    series.set(currency, { days, rates: days.map((d) => dated.get(d) as Rate) });
  }
  return { base, series };
}

/**
 * The table with rates implied by transfers added on days it has none for their currency; a
 * stored rate of the same day is kept. The same table when there are none.
 */
export function withImpliedQuotes(table: RateTable, quotes: readonly RateQuote[]): RateTable {
  const added = quotes.filter(
    (q) =>
      q.currency !== table.base && !table.series.get(q.currency)?.days.includes(dayNumber(q.date)),
  );
  if (added.length === 0) return table;
  const series = new Map(table.series);
  for (const [currency, own] of rateTable(table.base, added).series) {
    const stored = series.get(currency);
    const byDay = new Map<number, Rate>();
    stored?.days.forEach((day, k) => byDay.set(day, stored.rates[k] as Rate));
    own.days.forEach((day, k) => byDay.set(day, own.rates[k] as Rate));
    const days = [...byDay.keys()].sort((a, b) => a - b);
    const implied = new Set([...(stored?.implied ?? []), ...own.days]);
    series.set(currency, { days, rates: days.map((d) => byDay.get(d) as Rate), implied });
  }
  return { base: table.base, series };
}

/** Index of the last day at or before `day` in an ascending list; -1 when there is none. */
function lastAtOrBefore(days: readonly number[], day: number): number {
  let low = 0;
  let high = days.length - 1;
  let found = -1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    if ((days[middle] as number) <= day) {
      found = middle;
      low = middle + 1;
    } else high = middle - 1;
  }
  return found;
}

type Quote = { rate: Rate; day: number; implied: boolean };

function quoteOn(
  table: RateTable,
  currency: string,
  day: number,
  maxAgeDays: number,
): Quote | null {
  if (currency === table.base) return { rate: UNIT_RATE, day, implied: false };
  const series = table.series.get(currency);
  if (series === undefined) return null;
  const index = lastAtOrBefore(series.days, day);
  if (index < 0) return null;
  const quoteDay = series.days[index] as number;
  if (day - quoteDay > maxAgeDays) return null;
  const implied = series.implied?.has(quoteDay) ?? false;
  return { rate: series.rates[index] as Rate, day: quoteDay, implied };
}

/**
 * The rate from one currency to another on a date: the rate of that date, else of the latest
 * earlier date at most `maxAgeDays` before it; otherwise missing, never 1:1. Same currency is 1.
 */
export function exchangeRate(
  table: RateTable,
  from: string,
  to: string,
  date: IsoDate,
  maxAgeDays: number = MAX_RATE_AGE_DAYS,
): RateLookup {
  if (from === to) return { ok: true, rate: UNIT_RATE, rateDate: date, implied: false };
  const day = dayNumber(date);
  const fromQuote = quoteOn(table, from, day, maxAgeDays);
  if (fromQuote === null) return { ok: false, missing: { currency: from, date } };
  const toQuote = quoteOn(table, to, day, maxAgeDays);
  if (toQuote === null) return { ok: false, missing: { currency: to, date } };
  return {
    ok: true,
    rate: divideRates(toQuote.rate, fromQuote.rate),
    rateDate: dateOfDayNumber(Math.min(fromQuote.day, toQuote.day)),
    implied: fromQuote.implied || toQuote.implied,
  };
}

/** The newest date any currency of the table has a rate for; null for an empty table. */
export function latestRateDate(table: RateTable): IsoDate | null {
  let latest = -Infinity;
  for (const { days } of table.series.values()) {
    const last = days[days.length - 1];
    if (last !== undefined && last > latest) latest = last;
  }
  return latest === -Infinity ? null : dateOfDayNumber(latest);
}

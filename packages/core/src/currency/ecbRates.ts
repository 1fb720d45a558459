import { isIsoDate } from '../dates.js';
import type { Element } from '../import/formats/markup/element.js';
import { scanMarkup } from '../import/formats/markup/scanMarkup.js';
import { StatementError } from '../import/formats/statement.js';
import { parseRate } from './rate.js';
import type { RateQuote } from './rateTable.js';

/** The ECB's reference rates are euro rates: one euro buys `rate` of each currency. */
export const ECB_BASE_CURRENCY = 'EUR';

export type EcbRates = {
  /** Every rate of the file, in file order (the history file lists the newest day first). */
  quotes: RateQuote[];
  /** The days the file has rates for, newest first. */
  days: string[];
};

export type EcbRatesResult =
  { ok: true; value: EcbRates } | { ok: false; error: { message: string; line: number | null } };

const CURRENCY_CODE = /^[A-Z]{3}$/;

function fail(message: string, line: number | null): EcbRatesResult {
  return { ok: false, error: { message, line } };
}

/**
 * Reads the ECB's euro foreign exchange reference rates, as its daily file (eurofxref-daily.xml),
 * the 90-day one and the history (eurofxref-hist.xml) write them: a gesmes:Envelope holding one
 * Cube, of one Cube per day (`time`), of one Cube per currency (`currency`, `rate`). Each rate
 * cube is read as it closes, so the 27-year history never sits in memory as a tree. Anything
 * else, or a day or rate that does not read, fails with the line it is on: a half-read feed is
 * not stored.
 */
export function parseEcbRates(xml: string): EcbRatesResult {
  const quotes: RateQuote[] = [];
  const days: string[] = [];
  let problem: StatementError | null = null;
  const onRecord = (cube: Element, ancestors: readonly Element[]): void => {
    if (problem !== null) return;
    const currency = cube.attributes.currency;
    if (currency === undefined) {
      const time = cube.attributes.time;
      if (time !== undefined) days.push(time);
      return;
    }
    const time = ancestors[ancestors.length - 1]?.attributes.time;
    if (time === undefined || !isIsoDate(time)) {
      problem = new StatementError('a rate is not inside a day with a YYYY-MM-DD time', cube.line);
      return;
    }
    const rate = parseRate(cube.attributes.rate ?? '');
    if (!CURRENCY_CODE.test(currency) || rate === null) {
      problem = new StatementError(
        `the rate "${cube.attributes.rate ?? ''}" of "${currency}" on ${time} does not read`,
        cube.line,
      );
      return;
    }
    quotes.push({ date: time, currency, rate });
  };
  let root: Element;
  try {
    const start = xml.charCodeAt(0) === 0xfeff ? 1 : 0;
    root = scanMarkup(xml, start, { sgml: false, records: new Set(['Cube']), onRecord });
  } catch (error) {
    if (error instanceof StatementError) return fail(error.message, error.line);
    throw error;
  }
  if (problem !== null) {
    const { message, line } = problem as StatementError;
    return fail(message, line);
  }
  if (root.children[0]?.name !== 'Envelope') {
    return fail("This is not the ECB's reference rates file (no gesmes:Envelope).", null);
  }
  if (quotes.length === 0) return fail('The file holds no exchange rate.', null);
  return { ok: true, value: { quotes, days } };
}

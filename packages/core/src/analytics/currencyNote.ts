import type { ConvertedBalances } from '../currency/convertBalances.js';
import type { LedgerConverter, MissingFlow, Reporting } from '../currency/ledgerConverter.js';
import type { ExchangeResult } from '../currency/transferLegs.js';
import type { IsoDate } from '../dates.js';

/** The figures of the dashboard and analytics pages a missing rate can leave short. */
export type ConsolidatedFigure =
  'balance' | 'inflows' | 'outflows' | 'net' | 'trend' | 'burn' | 'runway' | 'forecast';

/** A currency without a rate for some of what the figures needed. */
export type MissingRateNote = {
  currency: string;
  /** Transactions left out of the flows, and the first and last of their dates. */
  transactions: number;
  from: IsoDate | null;
  to: IsoDate | null;
  /** Whether balances in it had no rate on the as-of date (and were left out of the cash). */
  balance: boolean;
  figures: ConsolidatedFigure[];
};

/** What every consolidated result says about its currency. */
export type CurrencyNote = {
  reportingCurrency: string;
  /** Whether any amount was converted: the page then says the rates' date. */
  converted: boolean;
  /** The date of the rates the balances were converted at; null when none was. */
  ratesDate: IsoDate | null;
  /** Currencies converted, on some day, at the rate a transfer between currencies implied. */
  implied: string[];
  missing: MissingRateNote[];
  /** Every figure a missing rate leaves short, in the order of `ConsolidatedFigure`. */
  affected: ConsolidatedFigure[];
  /** The period's transfers between two currencies: their exchange gain or loss. */
  exchange: ExchangeResult;
};

const FIGURE_ORDER: readonly ConsolidatedFigure[] = [
  'balance',
  'inflows',
  'outflows',
  'net',
  'trend',
  'burn',
  'runway',
  'forecast',
];

/** A `dateKey` number (YYYYMMDD) as its date. */
export function keyDate(key: number): IsoDate {
  const text = String(key);
  return `${text.slice(0, 4)}-${text.slice(4, 6)}-${text.slice(6, 8)}`;
}

function ordered(figures: Set<ConsolidatedFigure>): ConsolidatedFigure[] {
  return FIGURE_ORDER.filter((f) => figures.has(f));
}

/** The flows of a report (money in, out and their net): what its missing transactions leave short. */
export function reportFlowFigures(flow: MissingFlow): Set<ConsolidatedFigure> {
  const figures = new Set<ConsolidatedFigure>();
  for (const sign of flow.signs) {
    if (sign > 0) figures.add('inflows');
    if (sign < 0) figures.add('outflows');
    if (sign !== 0) figures.add('net');
  }
  return figures;
}

export type NoteParts = {
  reporting: Reporting;
  converter: LedgerConverter;
  /** The balances converted at the as-of date's rate; null when the result shows no balance. */
  balances: ConvertedBalances | null;
  /** Which figures one currency's transactions without a rate leave short. */
  flowFigures: (flow: MissingFlow) => Set<ConsolidatedFigure>;
  /** What a missing balance rate leaves short besides the balance. */
  balanceFigures: readonly ConsolidatedFigure[];
  exchange: ExchangeResult;
};

/**
 * The note of a consolidated result, once its transactions have gone through the converter: the
 * rates' date, and each currency without a rate with the figures it leaves short.
 */
export function currencyNoteOf({
  reporting,
  converter,
  balances,
  flowFigures,
  balanceFigures,
  exchange,
}: NoteParts): CurrencyNote {
  const notes = new Map<string, MissingRateNote>();
  const noteFor = (currency: string): MissingRateNote => {
    let entry = notes.get(currency);
    if (entry === undefined) {
      entry = { currency, transactions: 0, from: null, to: null, balance: false, figures: [] };
      notes.set(currency, entry);
    }
    return entry;
  };
  for (const flow of converter.missing()) {
    const entry = noteFor(flow.currency);
    let first = Infinity;
    let last = -Infinity;
    for (const key of flow.keys) {
      if (key < first) first = key;
      if (key > last) last = key;
    }
    entry.transactions = flow.keys.length;
    entry.from = keyDate(first);
    entry.to = keyDate(last);
    entry.figures = ordered(flowFigures(flow));
  }
  for (const { currency } of balances?.missing ?? []) {
    const entry = noteFor(currency);
    entry.balance = true;
    entry.figures = ordered(new Set([...entry.figures, 'balance', ...balanceFigures]));
  }
  const affected = new Set<ConsolidatedFigure>();
  for (const entry of notes.values()) for (const f of entry.figures) affected.add(f);
  return {
    reportingCurrency: reporting.currency,
    converted: converter.converted() || (balances?.convertedCount ?? 0) > 0,
    ratesDate: balances?.ratesDate ?? null,
    implied: [...new Set([...converter.implied(), ...(balances?.implied ?? [])])].sort(),
    missing: [...notes.values()],
    affected: ordered(affected),
    exchange,
  };
}

/** The note of a result in which nothing needed converting. */
export function unconvertedNote(reporting: Reporting): CurrencyNote {
  return {
    reportingCurrency: reporting.currency,
    converted: false,
    ratesDate: null,
    implied: [],
    missing: [],
    affected: [],
    exchange: { cents: 0, transfers: 0, unpriced: 0 },
  };
}

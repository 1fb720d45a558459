import type { Account } from '../accounts/account.js';
import { accountBalances } from '../accounts/balances.js';
import { balancesInCurrency } from '../currency/convertBalances.js';
import { ledgerConverter } from '../currency/ledgerConverter.js';
import type { MissingFlow, Reporting } from '../currency/ledgerConverter.js';
import type { ExchangeResult } from '../currency/transferLegs.js';
import type { IsoDate, Period } from '../dates.js';
import { burnOf } from '../runway/burn.js';
import type { Burn } from '../runway/burn.js';
import type { Transaction } from '../transaction.js';
import { dateKey } from './recent.js';
import { scanLedger } from './scan.js';
import type { LedgerScan } from './scan.js';

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
  missing: MissingRateNote[];
  /** Every figure a missing rate leaves short, in the order of `ConsolidatedFigure`. */
  affected: ConsolidatedFigure[];
  /** The period's transfers between two currencies: their exchange gain or loss. */
  exchange: ExchangeResult;
};

export type ConsolidatedScanOptions = {
  asOf: IsoDate;
  period?: Period;
  accounts: readonly Account[];
  reporting: Reporting;
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

function keyDate(key: number): IsoDate {
  const text = String(key);
  return `${text.slice(0, 4)}-${text.slice(4, 6)}-${text.slice(6, 8)}`;
}

function inBurn(key: number, burn: Burn): boolean {
  if (burn.basis.kind === 'months') return burn.basis.months.includes(keyDate(key).slice(0, 7));
  if (burn.basis.kind === 'days') {
    return key >= dateKey(burn.basis.from) && key <= dateKey(burn.basis.to);
  }
  return false;
}

/** The figures the transactions without a rate would have counted in. */
function flowFigures(flow: MissingFlow, scan: LedgerScan, burn: Burn): Set<ConsolidatedFigure> {
  const figures = new Set<ConsolidatedFigure>();
  const periodStart = scan.range === null ? -Infinity : dateKey(scan.range.start);
  const trendStart = dateKey(`${scan.trendMonths[0] ?? ''}-01`);
  const forecastStart = dateKey(scan.forecastStart);
  flow.keys.forEach((key, i) => {
    if (key >= periodStart) {
      const sign = flow.signs[i] ?? 0;
      if (sign > 0) figures.add('inflows');
      if (sign < 0) figures.add('outflows');
      if (sign !== 0) figures.add('net');
    }
    if (key >= trendStart) figures.add('trend');
    if (inBurn(key, burn)) {
      figures.add('burn');
      figures.add('runway');
    }
    if (key >= forecastStart) figures.add('forecast');
  });
  return figures;
}

function ordered(figures: Set<ConsolidatedFigure>): ConsolidatedFigure[] {
  return FIGURE_ORDER.filter((f) => figures.has(f));
}

/**
 * The ledger scan in a reporting currency: flows (inflows, outflows, trend, burn, forecast window)
 * at each transaction's date rate, the balance as every account's own balance at the as-of date's
 * rate. When every account is already in the reporting currency it is `scanLedger` as it always
 * was, with nothing converted. Money without a rate is left out and named in the note with the
 * figures it leaves short, never counted 1:1.
 */
export function consolidatedScan(
  transactions: readonly Transaction[],
  { asOf, period = 'all', accounts, reporting }: ConsolidatedScanOptions,
): { scan: LedgerScan; currency: CurrencyNote } {
  const note: CurrencyNote = {
    reportingCurrency: reporting.currency,
    converted: false,
    ratesDate: null,
    missing: [],
    affected: [],
    exchange: { cents: 0, transfers: 0, unpriced: 0 },
  };
  if (accounts.every((a) => a.currency === reporting.currency)) {
    return { scan: scanLedger(transactions, { asOf, period, accounts }), currency: note };
  }
  const converter = ledgerConverter(accounts, reporting);
  const flowScan = scanLedger(transactions, { asOf, period, centsOf: converter.centsOf });
  const balances = balancesInCurrency(
    accountBalances(transactions, accounts, asOf),
    accounts,
    reporting,
    asOf,
  );
  const scan = { ...flowScan, currentBalanceCents: balances.position.netCents };
  const burn = burnOf(scan);
  const notes = new Map<string, MissingRateNote>();
  const noteFor = (currency: string): MissingRateNote => {
    let entry = notes.get(currency);
    if (entry === undefined) {
      entry = { currency, transactions: 0, from: null, to: null, balance: false, figures: [] };
      notes.set(currency, entry);
    }
    return entry;
  };
  const affected = new Set<ConsolidatedFigure>();
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
    entry.figures = ordered(flowFigures(flow, scan, burn));
  }
  for (const { currency } of balances.missing) {
    const entry = noteFor(currency);
    entry.balance = true;
    entry.figures = ordered(new Set([...entry.figures, 'balance', 'runway', 'forecast']));
  }
  for (const entry of notes.values()) for (const f of entry.figures) affected.add(f);
  note.converted = converter.converted() || balances.convertedCount > 0;
  note.ratesDate = balances.ratesDate;
  note.missing = [...notes.values()];
  note.affected = ordered(affected);
  note.exchange = converter.exchangeResult(
    scan.range === null ? -Infinity : dateKey(scan.range.start),
    dateKey(asOf),
  );
  return { scan, currency: note };
}

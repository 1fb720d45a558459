import type { Account } from '../accounts/account.js';
import { accountBalances } from '../accounts/balances.js';
import { balancesInCurrency } from '../currency/convertBalances.js';
import { ledgerConverter } from '../currency/ledgerConverter.js';
import type { MissingFlow, Reporting } from '../currency/ledgerConverter.js';
import type { IsoDate, Period } from '../dates.js';
import { burnOf } from '../runway/burn.js';
import type { Burn } from '../runway/burn.js';
import type { Transaction } from '../transaction.js';
import { dateKey } from './recent.js';
import { currencyNoteOf, keyDate, unconvertedNote } from './currencyNote.js';
import type { ConsolidatedFigure, CurrencyNote } from './currencyNote.js';
import { scanLedger } from './scan.js';
import type { LedgerScan } from './scan.js';

export type { ConsolidatedFigure, CurrencyNote, MissingRateNote } from './currencyNote.js';

export type ConsolidatedScanOptions = {
  asOf: IsoDate;
  period?: Period;
  accounts: readonly Account[];
  reporting: Reporting;
};

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
  if (accounts.every((a) => a.currency === reporting.currency)) {
    return {
      scan: scanLedger(transactions, { asOf, period, accounts }),
      currency: unconvertedNote(reporting),
    };
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
  const currency = currencyNoteOf({
    reporting,
    converter,
    balances,
    flowFigures: (flow) => flowFigures(flow, scan, burn),
    balanceFigures: ['runway', 'forecast'],
    exchange: converter.exchangeResult(
      scan.range === null ? -Infinity : dateKey(scan.range.start),
      dateKey(asOf),
    ),
  });
  return { scan, currency };
}

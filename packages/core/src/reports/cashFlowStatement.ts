import type { Account } from '../accounts/account.js';
import type { CurrencyNote } from '../analytics/currencyNote.js';
import { scanLedger } from '../analytics/scan.js';
import type { Reporting } from '../currency/ledgerConverter.js';
import { addDays, monthKey, monthOrdinal, monthKeyFromOrdinal, periodRange } from '../dates.js';
import type { IsoDate, MonthKey, Period } from '../dates.js';
import { fromCents, toCents } from '../money.js';
import type { Cents } from '../money.js';
import { monthSpanLabel } from '../runway/runwayText.js';
import type { Transaction } from '../transaction.js';
import { cashAtDateRates } from './monthEndCash.js';
import { reportConversion } from './reportConversion.js';

/** One category's money per month of the statement, currency units (outflows positive). */
export type StatementLine = { category: string; amounts: number[]; total: number };

/**
 * A monthly cash-flow statement as an accountant lays it out: months as columns; inflows and
 * outflows by category; their totals, the net, and the opening and closing cash of each month.
 * Closing cash is opening cash plus the month's net, so every column reconciles.
 */
export type CashFlowStatement = {
  asOf: IsoDate;
  months: MonthKey[];
  /** 'Jan 2026' per month. */
  monthLabels: string[];
  inflows: StatementLine[];
  outflows: StatementLine[];
  totalInflows: number[];
  totalOutflows: number[];
  net: number[];
  openingCash: number[];
  /**
   * With accounts in several currencies: each month's effect of exchange rates on the cash held
   * (IAS 7), so that opening cash + net + effect = closing cash in the reporting currency. Each
   * month closes on the balances at its last day's rate; a month-end without every rate carries
   * no effect, and the next month with rates takes it.
   */
  exchangeEffect?: number[];
  closingCash: number[];
  /** With accounts in several currencies: the reporting currency, rates' date, missing rates. */
  currencyNote?: CurrencyNote;
};

export type CashFlowStatementOptions = {
  asOf: IsoDate;
  period: Period;
  /** The ledger's accounts: the closing cash is then their consolidated position. */
  accounts?: readonly Account[];
  /** The statement's first month instead of the period's (no later than the as-of month). */
  from?: MonthKey;
  /** With `accounts` in several currencies: the statement in this currency (`reportConversion`). */
  reporting?: Reporting;
};

/** The months a period covers up to the as-of month; all time starts at the first transaction. */
function statementMonths(
  transactions: readonly Transaction[],
  asOf: IsoDate,
  period: Period,
  from: MonthKey | undefined,
): MonthKey[] {
  const last = monthOrdinal(monthKey(asOf));
  const range = periodRange(period, asOf);
  let first = last;
  if (from !== undefined) first = Math.min(last, monthOrdinal(from));
  else if (range !== null) first = monthOrdinal(monthKey(range.start));
  else {
    // By index, as in `countsOf`: a whole-ledger for...of allocates per row.
    for (let i = 0; i < transactions.length; i += 1) {
      const { date } = transactions[i] as Transaction;
      if (date <= asOf) first = Math.min(first, monthOrdinal(monthKey(date)));
    }
  }
  return Array.from({ length: last - first + 1 }, (_, i) => monthKeyFromOrdinal(first + i));
}

function lines(byCategory: Map<string, Cents[]>): StatementLine[] {
  return [...byCategory]
    .map(([category, cents]) => ({
      category,
      amounts: cents.map(fromCents),
      total: fromCents(cents.reduce((sum, c) => sum + c, 0)),
    }))
    .sort((a, b) => b.total - a.total || (a.category < b.category ? -1 : 1));
}

/**
 * The statement for a period as of a date. Transactions after the as-of date and transfers between
 * own accounts are in no flow; the closing cash of the last month is the ledger's cash balance as
 * of the as-of date (see `LedgerScan.currentBalanceCents`).
 */
export function cashFlowStatement(
  transactions: readonly Transaction[],
  { asOf, period, accounts, from, reporting }: CashFlowStatementOptions,
): CashFlowStatement {
  const conversion = reportConversion(accounts, reporting);
  const months = statementMonths(transactions, asOf, period, from);
  const first = monthOrdinal(months[0] as MonthKey);
  const start = `${months[0] as MonthKey}-01`;
  const inflows = new Map<string, Cents[]>();
  const outflows = new Map<string, Cents[]>();
  const inTotals = new Array<Cents>(months.length).fill(0);
  const outTotals = new Array<Cents>(months.length).fill(0);
  // By index, as in `countsOf`: a whole-ledger for...of allocates per row.
  for (let i = 0; i < transactions.length; i += 1) {
    const t = transactions[i] as Transaction;
    if (t.date < start || t.date > asOf) continue;
    // A transfer goes through the conversion for its exchange result, but is in no flow.
    const cents = conversion === null ? toCents(t.amount) : conversion.centsOf(t);
    if (cents === null || cents === 0 || t.transferId !== undefined) continue;
    const index = monthOrdinal(monthKey(t.date)) - first;
    const side = cents > 0 ? inflows : outflows;
    let row = side.get(t.category);
    if (row === undefined) {
      row = new Array<Cents>(months.length).fill(0);
      side.set(t.category, row);
    }
    row[index] = (row[index] ?? 0) + Math.abs(cents);
    if (cents > 0) inTotals[index] = (inTotals[index] ?? 0) + cents;
    else outTotals[index] = (outTotals[index] ?? 0) - cents;
  }
  // The cash at the end is the ledger's balance as of the as-of date (its newest running balance
  // and what came after); each month's opening is worked back from it, so the last closing cash is
  // the balance the bank shows and every column still reconciles. In several currencies each
  // month-end's cash is at that day's rate, and what holding foreign cash gained or lost on the
  // rates is the month's exchange effect, in no flow.
  const nets = inTotals.map((cents, i) => cents - (outTotals[i] ?? 0));
  const scanOptions = { asOf, period: 'month' as const };
  const balance =
    conversion?.balanceCents(transactions, asOf) ??
    scanLedger(transactions, accounts ? { ...scanOptions, accounts } : scanOptions)
      .currentBalanceCents;
  const opening = new Array<Cents>(months.length).fill(0);
  const closing = new Array<Cents>(months.length).fill(0);
  const effect = new Array<Cents>(months.length).fill(0);
  // The day before each month starts: the previous month's close.
  const monthEves = months.map((month) => addDays(`${month}-01`, -1));
  const atRates =
    conversion && accounts && reporting
      ? cashAtDateRates(transactions, accounts, reporting, monthEves)
      : null;
  let cash = balance;
  for (let i = months.length - 1; i >= 0; i -= 1) {
    closing[i] = cash;
    const net = nets[i] ?? 0;
    const before = atRates?.get(monthEves[i] as IsoDate) ?? null;
    const open = before ?? cash - net;
    opening[i] = open;
    effect[i] = cash - open - net;
    cash = open;
  }
  return {
    asOf,
    months,
    monthLabels: months.map((month) => monthSpanLabel([month])),
    inflows: lines(inflows),
    outflows: lines(outflows),
    totalInflows: inTotals.map(fromCents),
    totalOutflows: outTotals.map(fromCents),
    net: nets.map(fromCents),
    openingCash: opening.map(fromCents),
    ...(conversion ? { exchangeEffect: effect.map(fromCents) } : {}),
    closingCash: closing.map(fromCents),
    ...(conversion ? { currencyNote: conversion.note(start, asOf) } : {}),
  };
}

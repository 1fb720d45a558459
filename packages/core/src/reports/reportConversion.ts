import type { Account } from '../accounts/account.js';
import { accountBalances } from '../accounts/balances.js';
import { currencyNoteOf, reportFlowFigures } from '../analytics/currencyNote.js';
import type { CurrencyNote } from '../analytics/currencyNote.js';
import { dateKey } from '../analytics/recent.js';
import { balancesInCurrency } from '../currency/convertBalances.js';
import { ledgerConverter } from '../currency/ledgerConverter.js';
import type { Reporting } from '../currency/ledgerConverter.js';
import type { IsoDate } from '../dates.js';
import type { Cents } from '../money.js';
import type { Transaction } from '../transaction.js';

/** A report's transactions in the reporting currency, and what the report must say of it. */
export type ReportConversion = {
  /**
   * A transaction's cents at its date's rate; null when it has none (it is then left out, and
   * named in the note). Transfers go through it too, for their exchange gain or loss.
   */
  centsOf: (transaction: Transaction) => Cents | null;
  /** The accounts' consolidated net position at the as-of date's rate. */
  balanceCents: (transactions: readonly Transaction[], asOf: IsoDate) => Cents;
  /** The note once every transaction of the report went through `centsOf`. */
  note: (from: IsoDate | null, asOf: IsoDate) => CurrencyNote;
};

/**
 * How a report (statement, custom report) converts accounts of several currencies into the
 * reporting currency: flows at each transaction's date rate, the balance at the as-of date's rate,
 * money without a rate left out and named with the report's figures it leaves short (money in,
 * out, net, and the cash). Null when every account is already in the reporting currency.
 */
export function reportConversion(
  accounts: readonly Account[] | undefined,
  reporting: Reporting | undefined,
): ReportConversion | null {
  if (accounts === undefined || reporting === undefined) return null;
  if (accounts.every((a) => a.currency === reporting.currency)) return null;
  const converter = ledgerConverter(accounts, reporting);
  let balances: ReturnType<typeof balancesInCurrency> | null = null;
  return {
    centsOf: (t) => {
      const cents = converter.centsOf(t, dateKey(t.date));
      return Number.isNaN(cents) ? null : cents;
    },
    balanceCents: (transactions, asOf) => {
      balances = balancesInCurrency(
        accountBalances(transactions, accounts, asOf),
        accounts,
        reporting,
        asOf,
      );
      return balances.position.netCents;
    },
    note: (from, asOf) =>
      currencyNoteOf({
        reporting,
        converter,
        balances,
        flowFigures: reportFlowFigures,
        balanceFigures: [],
        exchange: converter.exchangeResult(
          from === null ? -Infinity : dateKey(from),
          dateKey(asOf),
        ),
      }),
  };
}

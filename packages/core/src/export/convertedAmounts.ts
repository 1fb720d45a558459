import { accountIdOf } from '../accounts/account.js';
import type { Account } from '../accounts/account.js';
import { convertCents } from '../currency/rate.js';
import { exchangeRate } from '../currency/rateTable.js';
import type { Reporting } from '../currency/ledgerConverter.js';
import { fromCents, toCents } from '../money.js';
import type { Transaction } from '../transaction.js';

/** The currency cells of an export row: Currency, Converted amount and Converted to. */
export type ConvertedCells = {
  Currency: string;
  /** At the transaction's date rate, rounded to the cent; 'no rate' when there is none. */
  'Converted amount': number | string;
  'Converted to': string;
};

/**
 * A row's currency cells: its account's currency and the amount in the reporting currency, each
 * converted at its own date's rate as the pages count it. An account not in the list (the
 * ledger's own, from before accounts had currencies) is taken as in the reporting currency.
 */
export function convertedAmounts(
  accounts: readonly Account[],
  reporting: Reporting,
): (transaction: Transaction) => ConvertedCells {
  const currencies = new Map(accounts.map((a) => [a.id, a.currency]));
  return (t) => {
    const currency = currencies.get(accountIdOf(t)) ?? reporting.currency;
    const lookup = exchangeRate(reporting.rates, currency, reporting.currency, t.date);
    return {
      Currency: currency,
      'Converted amount': lookup.ok
        ? fromCents(convertCents(toCents(t.amount), lookup.rate))
        : 'no rate',
      'Converted to': reporting.currency,
    };
  };
}

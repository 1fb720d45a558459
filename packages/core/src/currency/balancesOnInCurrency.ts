import { accountIdOf } from '../accounts/account.js';
import type { Account } from '../accounts/account.js';
import { balancesOn } from '../analytics/balancesOn.js';
import type { IsoDate } from '../dates.js';
import type { Cents } from '../money.js';
import type { Transaction } from '../transaction.js';
import type { Reporting } from './ledgerConverter.js';
import { convertCents } from './rate.js';
import { exchangeRate } from './rateTable.js';

export type BalancesOnInCurrency = {
  /** The accounts' balance at the end of each date, in the reporting currency at that date's rate. */
  cents: Map<IsoDate, Cents>;
  /** The dates some account's currency had no rate for, with those currencies: not in `cents`. */
  missing: Map<IsoDate, string[]>;
};

/**
 * `balancesOn` for accounts of several currencies: each account's own balance at each date (by
 * the same rule), converted at that date's rate and summed. A date on which a currency has no
 * rate gets no balance at all, rather than one short of that currency's money. Transactions of an
 * account not in the list are taken as in the reporting currency, as the ledger's own always were.
 */
export function balancesOnInCurrency(
  transactions: readonly Transaction[],
  dates: readonly IsoDate[],
  accounts: readonly Account[],
  reporting: Reporting,
): BalancesOnInCurrency {
  const currencyOf = new Map(accounts.map((a) => [a.id, a.currency]));
  // Each account apart: a running balance column is one account's, and the dashboard converts
  // (and rounds) each account's balance before summing them.
  const byAccount = new Map<string, Transaction[]>();
  // By index, as in `countsOf`: a whole-ledger for...of allocates per row.
  for (let i = 0; i < transactions.length; i += 1) {
    const t = transactions[i] as Transaction;
    const id = accountIdOf(t);
    let list = byAccount.get(id);
    if (list === undefined) {
      list = [];
      byAccount.set(id, list);
    }
    list.push(t);
  }
  const cents = new Map<IsoDate, Cents>(dates.map((date) => [date, 0]));
  const missing = new Map<IsoDate, string[]>();
  for (const [id, list] of byAccount) {
    const currency = currencyOf.get(id) ?? reporting.currency;
    for (const [date, native] of balancesOn(list, dates)) {
      let converted: Cents | null = native;
      if (currency !== reporting.currency) {
        const lookup = exchangeRate(reporting.rates, currency, reporting.currency, date);
        converted = lookup.ok ? convertCents(native, lookup.rate) : null;
      }
      if (converted === null) {
        const named = missing.get(date) ?? [];
        if (!named.includes(currency)) missing.set(date, [...named, currency]);
      } else cents.set(date, (cents.get(date) ?? 0) + converted);
    }
  }
  for (const date of missing.keys()) cents.delete(date);
  return { cents, missing };
}

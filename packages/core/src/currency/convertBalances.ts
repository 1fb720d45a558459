import type { Account } from '../accounts/account.js';
import { cashPosition } from '../accounts/balances.js';
import type { AccountBalance, CashPosition } from '../accounts/balances.js';
import type { IsoDate } from '../dates.js';
import type { Reporting } from './ledgerConverter.js';
import { convertCents } from './rate.js';
import { exchangeRate } from './rateTable.js';
import type { MissingRate } from './rateTable.js';

export type ConvertedBalances = {
  /** Each account's balance in the reporting currency; an account without a rate is left out. */
  balances: AccountBalance[];
  /** The consolidated position of those balances. */
  position: CashPosition;
  /** The date of the rates used (the oldest, if currencies' rates differ); null when none was needed. */
  ratesDate: IsoDate | null;
  convertedCount: number;
  /** The accounts' currencies converted at a rate a transfer implied. */
  implied: string[];
  /** Accounts' currencies with no rate on (or up to 7 days before) the as-of date. */
  missing: MissingRate[];
};

/**
 * Account balances in the reporting currency at the as-of date's rate (a balance is what the
 * money is worth that day, whatever it was worth when it came in). An account not in the list is
 * taken as in the reporting currency, as the ledger's own account always was.
 */
export function balancesInCurrency(
  balances: readonly AccountBalance[],
  accounts: readonly Account[],
  reporting: Reporting,
  asOf: IsoDate,
): ConvertedBalances {
  const currencies = new Map(accounts.map((a) => [a.id, a.currency]));
  const converted: AccountBalance[] = [];
  const missing = new Map<string, MissingRate>();
  let ratesDate: IsoDate | null = null;
  let convertedCount = 0;
  const implied = new Set<string>();
  for (const balance of balances) {
    const currency = currencies.get(balance.accountId) ?? reporting.currency;
    if (currency === reporting.currency) {
      converted.push(balance);
      continue;
    }
    const lookup = exchangeRate(reporting.rates, currency, reporting.currency, asOf);
    if (!lookup.ok) {
      // Named by the account's currency, whichever leg had no rate: its money is what is left out.
      missing.set(currency, { currency, date: asOf });
      continue;
    }
    convertedCount += 1;
    if (lookup.implied) implied.add(currency);
    if (ratesDate === null || lookup.rateDate < ratesDate) ratesDate = lookup.rateDate;
    converted.push({ ...balance, balanceCents: convertCents(balance.balanceCents, lookup.rate) });
  }
  return {
    balances: converted,
    position: cashPosition(converted, accounts),
    ratesDate,
    convertedCount,
    implied: [...implied].sort(),
    missing: [...missing.values()],
  };
}

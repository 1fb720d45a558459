import type { Account } from '../accounts/account.js';
import { accountBalancesOn } from '../accounts/balances.js';
import { balancesInCurrency } from '../currency/convertBalances.js';
import type { Reporting } from '../currency/ledgerConverter.js';
import type { IsoDate } from '../dates.js';
import type { Cents } from '../money.js';
import type { Transaction } from '../transaction.js';

/**
 * The accounts' consolidated position on each date at that date's rates (the ledger read once);
 * null on a date when some account holding money there has no rate (the figure would leave it
 * out, so it says nothing).
 */
export function cashAtDateRates(
  transactions: readonly Transaction[],
  accounts: readonly Account[],
  reporting: Reporting,
  dates: readonly IsoDate[],
): Map<IsoDate, Cents | null> {
  const cash = new Map<IsoDate, Cents | null>();
  for (const [date, balances] of accountBalancesOn(transactions, accounts, dates)) {
    const held = balances.filter((b) => b.balanceCents !== 0);
    const converted = balancesInCurrency(held, accounts, reporting, date);
    cash.set(date, converted.missing.length > 0 ? null : converted.position.netCents);
  }
  return cash;
}

import type { Account } from '../accounts/account.js';
import { accountBalances } from '../accounts/balances.js';
import { balancesInCurrency } from '../currency/convertBalances.js';
import type { Reporting } from '../currency/ledgerConverter.js';
import type { IsoDate } from '../dates.js';
import type { Cents } from '../money.js';
import type { Transaction } from '../transaction.js';

/**
 * The accounts' consolidated position on a date at that date's rates; null when some account
 * holding money there has no rate (the figure would leave it out, so it says nothing).
 */
export function cashAtDateRate(
  transactions: readonly Transaction[],
  accounts: readonly Account[],
  reporting: Reporting,
  date: IsoDate,
): Cents | null {
  const held = accountBalances(transactions, accounts, date).filter((b) => b.balanceCents !== 0);
  const converted = balancesInCurrency(held, accounts, reporting, date);
  return converted.missing.length > 0 ? null : converted.position.netCents;
}

import type { IsoDate } from '../dates.js';
import { fromCents, toCents } from '../money.js';
import type { Transaction } from '../transaction.js';
import { isLiability } from './account.js';
import type { AccountKind } from './account.js';

/** A balance the user knows: what the account held (or a card owed) at the end of a day. */
export type BalanceAnchor = {
  date: IsoDate;
  /** Signed the ledger's way: what a card or loan owes is negative. */
  balance: number;
};

/**
 * The opening balance, at the start of `openingDate`, that makes the account hold `anchor.balance`
 * at the end of `anchor.date` given its rows: for a file without a balance column, whose rows alone
 * would start the account at 0 (issue 34, item 2). Computed in cents.
 */
export function anchoredOpeningBalance(
  rows: readonly Pick<Transaction, 'date' | 'amount'>[],
  openingDate: IsoDate,
  anchor: BalanceAnchor,
): number {
  let moved = 0;
  for (const row of rows) {
    if (row.date >= openingDate && row.date <= anchor.date) moved += toCents(row.amount);
  }
  return fromCents(toCents(anchor.balance) - moved);
}

/** The balance the rows leave the account at, from an opening balance on the first of them. */
export function closingFromOpening(
  rows: readonly Pick<Transaction, 'date' | 'amount'>[],
  openingDate: IsoDate,
  openingBalance: number,
): number {
  let cents = toCents(openingBalance);
  for (const row of rows) if (row.date >= openingDate) cents += toCents(row.amount);
  return fromCents(cents);
}

/** A card or loan whose balance is money held: almost always a balance that was never set. */
export function isLiabilityInCredit(kind: AccountKind, balance: number): boolean {
  return isLiability(kind) && toCents(balance) > 0;
}

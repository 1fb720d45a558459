import { z } from 'zod';
import { amountSchema, idSchema } from '../inputLimits.js';
import { isoDateSchema } from '../transaction.js';
import type { Transaction } from '../transaction.js';

/** Where money can sit. Credit cards and loans hold what the business owes, not cash. */
export const ACCOUNT_KINDS = [
  'checking',
  'savings',
  'credit card',
  'payment processor',
  'cash',
  'loan',
] as const;
export const accountKindSchema = z.enum(ACCOUNT_KINDS);
export type AccountKind = z.infer<typeof accountKindSchema>;

/** The words the pages use for each kind. */
export const ACCOUNT_KIND_LABELS: Record<AccountKind, string> = {
  checking: 'Checking',
  savings: 'Savings',
  'credit card': 'Credit card',
  'payment processor': 'Payment processor',
  cash: 'Cash',
  loan: 'Loan',
};

/**
 * One place the business keeps money, shaped like the team ledger's `bank_account` table (id, name,
 * kind, currency, opening balance and date, low-cash threshold, archived) so it moves to the server
 * as it is. Money is in currency units like the Transaction schema; balances are signed the way the
 * ledger is: what a credit card or loan owes is negative.
 */
export const accountSchema = z.object({
  id: idSchema,
  name: z.string().trim().min(1, 'Give the account a name').max(80),
  kind: accountKindSchema,
  /**
   * ISO 4217 code of the account's own amounts and balances. Consolidated figures convert them
   * into the reporting currency (`consolidatedScan`); a transfer pairs legs of two currencies
   * only through rates (`crossCurrencyTransfers`).
   */
  currency: z.string().regex(/^[A-Z]{3}$/, 'Expected a three-letter currency code'),
  openingBalance: amountSchema,
  /** The day the opening balance stands at the start of. */
  openingDate: isoDateSchema,
  /** Warn when the account's projected balance falls below this (currency units). */
  lowCashThreshold: amountSchema.nonnegative().optional(),
  archived: z.boolean(),
});
export type Account = z.infer<typeof accountSchema>;

/** The account every transaction without one belongs to (data stored before accounts existed). */
export const DEFAULT_ACCOUNT_ID = 'main';
export const DEFAULT_ACCOUNT_NAME = 'Main account';

/** The default account, opening at 0 on the given day (the oldest transaction's). */
export function defaultAccount(openingDate: string, currency = 'USD'): Account {
  return {
    id: DEFAULT_ACCOUNT_ID,
    name: DEFAULT_ACCOUNT_NAME,
    kind: 'checking',
    currency,
    openingBalance: 0,
    openingDate,
    archived: false,
  };
}

/** The account a transaction belongs to: its own, else the default account. */
export function accountIdOf(transaction: Pick<Transaction, 'accountId'>): string {
  return transaction.accountId ?? DEFAULT_ACCOUNT_ID;
}

/** Credit cards and loans: their balance is owed, not cash. */
export function isLiability(kind: AccountKind): boolean {
  return kind === 'credit card' || kind === 'loan';
}

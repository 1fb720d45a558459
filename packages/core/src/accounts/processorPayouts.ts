import { keyOfText } from '../payees/payeeKey.js';
import type { Transaction } from '../transaction.js';
import type { Account } from './account.js';
import { saysTransfer } from './transferScore.js';

/** Card processors and marketplaces whose payouts arrive in the bank as a "transfer". */
export const PAYMENT_PROCESSORS = [
  'stripe',
  'paypal',
  'square',
  'shopify',
  'adyen',
  'braintree',
] as const;

export type PaymentProcessor = (typeof PAYMENT_PROCESSORS)[number];

/** The processor a description names ("STRIPE TRANSFER ST-4F2K" is Stripe), if any. */
export function processorNamed(description: string): PaymentProcessor | null {
  const words = new Set(keyOfText(description).split(' '));
  return PAYMENT_PROCESSORS.find((p) => words.has(p)) ?? null;
}

/** Whether the business keeps an account at the processor (an open account whose name names it). */
export function tracksProcessor(
  accounts: readonly Account[],
  processor: PaymentProcessor,
): boolean {
  return accounts.some((a) => !a.archived && processorNamed(a.name) === processor);
}

/**
 * Whether to suggest marking the transaction as a transfer to an account Cashline does not track:
 * its description says transfer, and it is not a processor's payout (a Stripe or PayPal payout is
 * the business's revenue reaching the bank) unless the business tracks that processor's account.
 */
export function suggestsUntrackedTransfer(
  transaction: Pick<Transaction, 'description'>,
  accounts: readonly Account[],
): boolean {
  if (!saysTransfer(transaction.description)) return false;
  const processor = processorNamed(transaction.description);
  return processor === null || tracksProcessor(accounts, processor);
}

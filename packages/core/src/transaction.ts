import { z } from 'zod';
import { isIsoDate } from './dates.js';

export const isoDateSchema = z
  .string()
  .refine(isIsoDate, { message: 'Expected a date as YYYY-MM-DD' });

export const transactionTypeSchema = z.enum(['inflow', 'outflow']);
export type TransactionType = z.infer<typeof transactionTypeSchema>;

/**
 * A cash transaction (app.md section 3). `amount` is in currency units, positive for money in and
 * negative for money out; sums are always done in cents (see money.ts).
 */
export const transactionSchema = z.object({
  id: z.string().min(1),
  date: isoDateSchema,
  description: z.string(),
  amount: z.number().finite(),
  type: transactionTypeSchema,
  category: z.string(),
  balance: z.number().finite().optional(),
  subcategory: z.string().optional(),
  merchant: z.string().optional(),
  paymentRef: z.string().optional(),
  /**
   * Set on both sides of a transfer between two of the business's own accounts (the money leaving
   * one and arriving in the other), with the same value on each. Such a transaction moves a
   * balance but is neither an inflow nor an outflow in any figure (decisions.md).
   */
  transferId: z.string().min(1).optional(),
  /**
   * The account the transaction belongs to (see accounts/account.ts). Optional on the wire so that
   * data written before accounts existed still reads: such a transaction belongs to the default
   * account ("Main account", `accountIdOf`). The browser store sets it on every record it keeps.
   */
  accountId: z.string().min(1).optional(),
});
export type Transaction = z.infer<typeof transactionSchema>;

/** The direction a signed amount stands for: zero counts as an inflow of nothing. */
export function typeOfAmount(amount: number): TransactionType {
  return amount < 0 ? 'outflow' : 'inflow';
}

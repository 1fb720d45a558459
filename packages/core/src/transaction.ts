import { z } from 'zod';
import { isIsoDate } from './dates.js';
import {
  amountSchema,
  idSchema,
  MAX_DESCRIPTION_LENGTH,
  MAX_NOTE_LENGTH,
  nameSchema,
  textSchema,
} from './inputLimits.js';

export const isoDateSchema = z
  .string()
  .refine(isIsoDate, { message: 'Expected a date as YYYY-MM-DD' });

/**
 * Who set a transaction's category: the user by hand, a rule, the AI batch, the keyword
 * heuristics, or the imported file's own category column. A rule never overwrites a manual one.
 */
export const categorySourceSchema = z.enum(['manual', 'rule', 'ai', 'heuristic', 'import']);
export type CategorySource = z.infer<typeof categorySourceSchema>;

export const transactionTypeSchema = z.enum(['inflow', 'outflow']);
export type TransactionType = z.infer<typeof transactionTypeSchema>;

/**
 * A cash transaction (app.md section 3). `amount` is in currency units, positive for money in and
 * negative for money out; sums are always done in cents (see money.ts).
 */
export const transactionSchema = z.object({
  id: idSchema,
  date: isoDateSchema,
  description: textSchema(MAX_DESCRIPTION_LENGTH),
  amount: amountSchema,
  type: transactionTypeSchema,
  category: nameSchema,
  balance: amountSchema.optional(),
  subcategory: nameSchema.optional(),
  merchant: nameSchema.optional(),
  paymentRef: nameSchema.optional(),
  categorySource: categorySourceSchema.optional(),
  /** The user's (or a rule's) note on the transaction. */
  note: textSchema(MAX_NOTE_LENGTH).optional(),
  /**
   * Set on both sides of a transfer between two of the business's own accounts (the money leaving
   * one and arriving in the other), with the same value on each. Such a transaction moves a
   * balance but is neither an inflow nor an outflow in any figure (decisions.md).
   */
  transferId: idSchema.optional(),
  /**
   * The bank's own id of the entry (an OFX FITID, a camt AcctSvcrRef, an MT940 reference), prefixed
   * with the format and account number. A re-imported statement's entry with the same id is the
   * same transaction, whatever its description says.
   */
  bankId: idSchema.optional(),
  /**
   * The account the transaction belongs to (see accounts/account.ts). Optional on the wire so that
   * data written before accounts existed still reads: such a transaction belongs to the default
   * account ("Main account", `accountIdOf`). The browser store sets it on every record it keeps.
   */
  accountId: idSchema.optional(),
});
export type Transaction = z.infer<typeof transactionSchema>;

/** The direction a signed amount stands for: zero counts as an inflow of nothing. */
export function typeOfAmount(amount: number): TransactionType {
  return amount < 0 ? 'outflow' : 'inflow';
}

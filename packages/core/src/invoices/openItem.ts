import { z } from 'zod';
import { amountSchema, idSchema, nameSchema } from '../inputLimits.js';
import { toCents } from '../money.js';
import { isoDateSchema } from '../transaction.js';

/** Most payments kept on one invoice or bill: instalments, never a ledger. */
export const MAX_ITEM_PAYMENTS = 100;
/**
 * Most invoices and bills kept for an organisation, paid history included. They are one versioned
 * document, saved whole (about 1.5 MB at this many, within the 4 MB a document save may send).
 */
export const MAX_OPEN_ITEMS = 5_000;

/** An invoice the business sent (money to come in) or a bill it received (money to go out). */
export const openItemKindSchema = z.enum(['invoice', 'bill']);
export type OpenItemKind = z.infer<typeof openItemKindSchema>;

const positiveAmount = amountSchema.refine((amount) => amount > 0, {
  message: 'An amount must be more than 0',
});

/**
 * One payment towards an invoice or bill, in currency units (positive); `transactionId` is the
 * ledger transaction it was matched to, when it was.
 */
export const itemPaymentSchema = z.object({
  date: isoDateSchema,
  amount: positiveAmount,
  transactionId: idSchema.optional(),
});
export type ItemPayment = z.infer<typeof itemPaymentSchema>;

const partySchema = nameSchema.refine((name) => name.trim() !== '', {
  message: 'Say who the customer or vendor is',
});

/**
 * An invoice or a bill, paid or open. `party` is the customer of an invoice and the vendor of a
 * bill; `balance` is what is still owed (0 once paid; less than the amount less the payments when
 * a credit note settled part of it). Amounts are in currency units, positive in both directions.
 */
export const openItemSchema = z
  .object({
    id: idSchema,
    kind: openItemKindSchema,
    party: partySchema,
    number: nameSchema,
    amount: positiveAmount,
    balance: amountSchema.refine((balance) => balance >= 0, {
      message: 'A balance cannot be below 0',
    }),
    issueDate: isoDateSchema,
    dueDate: isoDateSchema,
    payments: z
      .array(itemPaymentSchema)
      .max(MAX_ITEM_PAYMENTS, `At most ${MAX_ITEM_PAYMENTS} payments`),
    /**
     * On a QuickBooks item with payments matched here that QuickBooks has not recorded yet: the
     * balance QuickBooks still shows open (see `keepLocalMatches`).
     */
    quickBooksBalance: amountSchema
      .refine((balance) => balance >= 0, { message: 'A balance cannot be below 0' })
      .optional(),
    /** ISO 4217 code; absent means the ledger's own currency. */
    currency: z
      .string()
      .regex(/^[A-Z]{3}$/, 'A currency is a three-letter code such as USD')
      .optional(),
  })
  .superRefine((item, context) => {
    if (item.dueDate < item.issueDate) {
      context.addIssue({
        code: 'custom',
        path: ['dueDate'],
        message: 'The due date cannot be before the issue date',
      });
    }
    const paidCents = item.payments.reduce((sum, p) => sum + toCents(p.amount), 0);
    if (paidCents + toCents(item.balance) > toCents(item.amount)) {
      context.addIssue({
        code: 'custom',
        path: ['balance'],
        message: 'The payments and the balance add up to more than the amount',
      });
    }
  });
export type OpenItem = z.infer<typeof openItemSchema>;

/** An organisation's invoices and bills, as stored and sent; ids are unique. */
export const openItemsSchema = z
  .array(openItemSchema)
  .max(MAX_OPEN_ITEMS, `At most ${MAX_OPEN_ITEMS} invoices and bills`)
  .refine((items) => new Set(items.map((item) => item.id)).size === items.length, {
    message: 'Invoices and bills need distinct ids',
  });

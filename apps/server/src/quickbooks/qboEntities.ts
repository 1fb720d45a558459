import { isoDateSchema } from '@cashline/core';
import { z } from 'zod';

/**
 * The parts of QuickBooks Online v3 entities that Cashline reads, validated before use. Unknown
 * fields are dropped; a record that lacks what is read here is reported, not guessed at.
 */
export const QBO_DOCUMENT_ENTITIES = [
  'Purchase',
  'Deposit',
  'SalesReceipt',
  'Payment',
  'BillPayment',
  'RefundReceipt',
] as const;
/** Sales, expenses and payments: one record is one transaction of one account. */
export type QboDocumentEntity = (typeof QBO_DOCUMENT_ENTITIES)[number];

/** Every entity pulled: the documents, then money moved between accounts (`bankingEntities.ts`). */
export const QBO_ENTITY_NAMES = [...QBO_DOCUMENT_ENTITIES, 'Transfer', 'JournalEntry'] as const;
export type QboEntityName = (typeof QBO_ENTITY_NAMES)[number];

export const refSchema = z.object({ value: z.string(), name: z.string().optional() });
export type QboRef = z.infer<typeof refSchema>;

const lineSchema = z.object({
  Amount: z.number().finite().optional(),
  Description: z.string().optional(),
  DetailType: z.string().optional(),
  LinkedTxn: z.array(z.object({ TxnId: z.string(), TxnType: z.string() })).optional(),
  AccountBasedExpenseLineDetail: z.object({ AccountRef: refSchema.optional() }).optional(),
  ItemBasedExpenseLineDetail: z.object({ ItemRef: refSchema.optional() }).optional(),
  DepositLineDetail: z
    .object({ AccountRef: refSchema.optional(), Entity: refSchema.optional() })
    .optional(),
  SalesItemLineDetail: z.object({ ItemRef: refSchema.optional() }).optional(),
});
export type QboLine = z.infer<typeof lineSchema>;

export const qboTransactionSchema = z.object({
  Id: z.string().min(1),
  TxnDate: isoDateSchema,
  TotalAmt: z.number().finite(),
  /** Set on multi-currency companies: the total in the home currency. */
  HomeTotalAmt: z.number().finite().optional(),
  ExchangeRate: z.number().finite().positive().optional(),
  DocNum: z.string().optional(),
  PaymentRefNum: z.string().optional(),
  PrivateNote: z.string().optional(),
  Line: z.array(lineSchema).default([]),
  /** Purchase: the payee; a credit-card credit has Credit true. */
  EntityRef: refSchema.optional(),
  Credit: z.boolean().optional(),
  PaymentType: z.string().optional(),
  CustomerRef: refSchema.optional(),
  VendorRef: refSchema.optional(),
  APAccountRef: refSchema.optional(),
});
export type QboTransaction = z.infer<typeof qboTransactionSchema>;

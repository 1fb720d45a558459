import { z } from 'zod';
import { idSchema } from '../inputLimits.js';
import { isoDateSchema, transactionSchema, transactionTypeSchema } from '../transaction.js';

/**
 * A transaction as the team ledger keeps it: the browser's Transaction plus the version every edit
 * raises, so a later edit can say which version it was based on.
 */
export const ledgerTransactionSchema = transactionSchema.extend({
  version: z.number().int().min(1),
  /** The import that brought it, for "undo import". */
  importId: z.string().optional(),
});
export type LedgerTransaction = z.infer<typeof ledgerTransactionSchema>;

/** Large enough that a browser loads 100k transactions in 20 requests. */
export const MAX_PAGE_SIZE = 5000;

/** One page of the ledger, newest first; filters are applied by the database. */
export const transactionPageQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(200),
  /** The `nextCursor` of the page before; absent for the first page. */
  cursor: z.string().max(200).optional(),
  from: isoDateSchema.optional(),
  to: isoDateSchema.optional(),
  accountId: z.string().min(1).max(200).optional(),
  category: z.string().min(1).max(200).optional(),
  type: transactionTypeSchema.optional(),
  /** Words the description must contain (case-insensitive). */
  q: z.string().trim().min(1).max(200).optional(),
  /** Only the rows one import brought (a browser's copy fetches them when the feed says "import"). */
  importId: z.string().min(1).max(200).optional(),
});
export type TransactionPageQuery = z.infer<typeof transactionPageQuerySchema>;

export const transactionPageSchema = z.object({
  transactions: z.array(ledgerTransactionSchema),
  /** Pass as `cursor` for the next page; absent on the last one. */
  nextCursor: z.string().optional(),
});
export type TransactionPage = z.infer<typeof transactionPageSchema>;

/** Ids a browser may ask for at once: rows a refused change touched, read back in a few requests. */
export const MAX_IDS_PER_READ = 1000;

/** The rows to read by id; an id the ledger does not have (never, or deleted) is left out of the answer. */
export const transactionsByIdSchema = z.object({
  ids: z.array(idSchema).min(1).max(MAX_IDS_PER_READ),
});
export type TransactionsById = z.infer<typeof transactionsByIdSchema>;

export const transactionsByIdResultSchema = z.object({
  transactions: z.array(ledgerTransactionSchema),
});

const optionalFields = transactionSchema
  .omit({ id: true, date: true, description: true, amount: true, type: true, category: true })
  .partial();

/**
 * The fields an edit may change; `id` and `version` are the server's to keep. An optional field set
 * to null is removed (a transfer unlinked, a note cleared).
 */
export const transactionFieldsSchema = transactionSchema
  .pick({ date: true, description: true, amount: true, type: true, category: true })
  .partial()
  .extend(
    Object.fromEntries(
      Object.entries(optionalFields.shape).map(([key, schema]) => [key, schema.nullable()]),
    ) as {
      [K in keyof typeof optionalFields.shape]: z.ZodNullable<(typeof optionalFields.shape)[K]>;
    },
  );
export type TransactionFields = z.infer<typeof transactionFieldsSchema>;

export const transactionEditSchema = z.object({
  /** The version the user saw when they made the edit. */
  baseVersion: z.number().int().min(1),
  changes: transactionFieldsSchema.refine((changes) => Object.keys(changes).length > 0, {
    message: 'Nothing to change',
  }),
});
export type TransactionEdit = z.infer<typeof transactionEditSchema>;

export const transactionEditResultSchema = z.object({
  transaction: ledgerTransactionSchema,
  /**
   * Fields someone else changed after `baseVersion` that this edit wrote over (the later write wins
   * per field); the page tells the user.
   */
  overwritten: z.array(z.string()),
});
export type TransactionEditResult = z.infer<typeof transactionEditResultSchema>;

export const newTransactionsSchema = z.object({
  transactions: z.array(transactionSchema).min(1).max(MAX_PAGE_SIZE),
});

/**
 * Several writes applied together, all or none: what one save of the browser's ledger amounts to
 * (a bulk category change, transfers linked after an import, a clear).
 */
export const transactionBatchSchema = z
  .object({
    create: z.array(transactionSchema).max(MAX_PAGE_SIZE).default([]),
    edit: z
      .array(z.object({ id: z.string().min(1) }).and(transactionEditSchema))
      .max(MAX_PAGE_SIZE)
      .default([]),
    delete: z.array(idSchema).max(MAX_PAGE_SIZE).default([]),
  })
  .refine((batch) => batch.create.length + batch.edit.length + batch.delete.length > 0, {
    message: 'Nothing to change',
  });
export type TransactionBatch = z.infer<typeof transactionBatchSchema>;

export const transactionBatchResultSchema = z.object({
  created: z.number().int(),
  edited: z.array(ledgerTransactionSchema),
  deleted: z.number().int(),
  /** By transaction id: the fields this batch wrote over someone else's change. */
  overwritten: z.record(z.string(), z.array(z.string())),
});
export type TransactionBatchResult = z.infer<typeof transactionBatchResultSchema>;

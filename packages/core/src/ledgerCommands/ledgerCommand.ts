import { z } from 'zod';
import { accountSchema } from '../accounts/account.js';
import { currencyCodeSchema } from '../currency/rateSchema.js';
import { localeSchema } from '../format/locale.js';
import { transactionSchema } from '../transaction.js';

/** One import as a ledger keeps it, so it can be undone in one click. */
export const importRecordSchema = z.object({
  id: z.string().min(1),
  fileName: z.string(),
  importedAt: z.string(),
  transactionIds: z.array(z.string()),
  /** The account the file was imported into. */
  accountId: z.string().min(1).optional(),
  /** Transfers linked automatically when the file was imported (see detectTransfers). */
  transfersLinked: z.number().int().nonnegative().optional(),
});
export type ImportRecord = z.infer<typeof importRecordSchema>;

/**
 * The ledger's settings document: which account a file layout imports into, the cash minimum, and
 * the reporting currency and locale once chosen.
 */
export const ledgerSettingsSchema = z.object({
  importLayouts: z.record(z.string(), z.string()),
  cashMinimum: z.number().nonnegative().nullable(),
  reportingCurrency: currencyCodeSchema.optional(),
  locale: localeSchema.optional(),
});
export type LedgerSettings = z.infer<typeof ledgerSettingsSchema>;

const fieldName = z.enum(
  Object.keys(transactionSchema.shape).filter((key) => key !== 'id') as [string, ...string[]],
);

/** One transaction's change: the fields to set and the optional fields to remove. */
export const transactionPatchSchema = z.object({
  id: z.string().min(1),
  /** The version the change was made on; a store that does not track versions leaves it out. */
  baseVersion: z.number().int().min(1).optional(),
  set: transactionSchema.omit({ id: true }).partial(),
  remove: z.array(fieldName).default([]),
});
export type TransactionPatch = z.input<typeof transactionPatchSchema>;

/** What a user (or an import) does to the ledger; every store applies these with `applyCommand`. */
export const ledgerCommandSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('createTransactions'),
    transactions: z.array(transactionSchema).min(1),
  }),
  z.object({
    type: z.literal('patchTransactions'),
    patches: z.array(transactionPatchSchema).min(1),
  }),
  z.object({ type: z.literal('deleteTransactions'), ids: z.array(z.string().min(1)).min(1) }),
  z.object({
    type: z.literal('commitImport'),
    batch: importRecordSchema,
    transactions: z.array(transactionSchema),
  }),
  z.object({ type: z.literal('undoImport'), importId: z.string().min(1) }),
  z.object({ type: z.literal('saveAccount'), account: accountSchema }),
  z.object({ type: z.literal('saveSettings'), settings: ledgerSettingsSchema }),
]);
export type LedgerCommand = z.input<typeof ledgerCommandSchema>;

export {
  ledgerTransactionSchema,
  MAX_PAGE_SIZE,
  newTransactionsSchema,
  transactionEditResultSchema,
  transactionEditSchema,
  transactionFieldsSchema,
  transactionPageQuerySchema,
  transactionPageSchema,
  transactionsByIdResultSchema,
  transactionsByIdSchema,
  MAX_IDS_PER_READ,
  transactionBatchResultSchema,
  transactionBatchSchema,
} from './ledgerTransaction.js';
export type {
  LedgerTransaction,
  TransactionEdit,
  TransactionEditResult,
  TransactionFields,
  TransactionPage,
  TransactionPageQuery,
  TransactionsById,
  TransactionBatch,
  TransactionBatchResult,
} from './ledgerTransaction.js';
export {
  forEachColumnsRow,
  MAX_COLUMNS_PAGE_SIZE,
  rowsOfColumns,
  transactionColumnsOf,
  transactionColumnsPageSchema,
  transactionColumnsQuerySchema,
} from './transactionColumnsPage.js';
export type { TransactionColumnsPage, TransactionColumnsQuery } from './transactionColumnsPage.js';
export {
  importBatchSchema,
  importChunkSchema,
  importListSchema,
  importStartSchema,
  importStatusSchema,
  MAX_IMPORT_CHUNK,
  MAX_IMPORT_ROWS,
} from './importBatch.js';
export type { ImportBatch } from './importBatch.js';
export {
  auditPageSchema,
  auditQuerySchema,
  changesPageSchema,
  changesQuerySchema,
  ledgerChangeSchema,
  ledgerEntitySchema,
  ledgerOpSchema,
} from './ledgerChange.js';
export { scheduledTaskListSchema, scheduledTaskRunSchema } from './scheduledTasks.js';
export type { ScheduledTaskList } from './scheduledTasks.js';
export type { AuditPage, LedgerChange, LedgerEntity, LedgerOp } from './ledgerChange.js';
export {
  accountEditSchema,
  documentSaveSchema,
  ledgerAccountSchema,
  ledgerDocumentKindSchema,
  ledgerDocumentSchema,
  ledgerDocumentSchemas,
  newAccountSchema,
} from './ledgerDocument.js';
export type { AccountEdit, LedgerAccount, LedgerDocumentKind } from './ledgerDocument.js';

export { changesOf, fieldChangesBetween, withFieldChanges } from './fieldChanges.js';
export {
  importRecordSchema,
  ledgerCommandSchema,
  ledgerSettingsSchema,
  transactionPatchSchema,
} from './ledgerCommand.js';
export type {
  ImportRecord,
  LedgerCommand,
  LedgerSettings,
  TransactionPatch,
} from './ledgerCommand.js';
export {
  applyCommand,
  applyCommands,
  applyPatchesAt,
  LedgerCommandError,
  patchedAt,
  withRowsPatchedAt,
} from './applyCommand.js';
export type { LedgerState, RowsPatchedAt } from './applyCommand.js';

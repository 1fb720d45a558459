export type { Account, AccountKind } from './account.js';
export {
  ACCOUNT_KIND_LABELS,
  ACCOUNT_KINDS,
  accountIdOf,
  accountKindSchema,
  accountSchema,
  DEFAULT_ACCOUNT_ID,
  DEFAULT_ACCOUNT_NAME,
  defaultAccount,
  isLiability,
} from './account.js';
export type { AccountBalance, CashPosition } from './balances.js';
export { accountBalances, cashPosition } from './balances.js';
export type { BalanceAnchor } from './anchorOpening.js';
export {
  anchoredOpeningBalance,
  closingFromOpening,
  isLiabilityInCredit,
} from './anchorOpening.js';
export type { ContinuityBreak, ContinuityCheck, ContinuityRow } from './continuity.js';
export {
  checkBalanceContinuity,
  checkBalanceContinuityOfColumns,
  continuityBreakText,
} from './continuity.js';
export type { RowColumns } from './rowColumns.js';
export type { FileOpening, FileReading, OpeningMismatch, OpeningRow } from './openingCheck.js';
export {
  checkOpeningAgainstLedger,
  fileOpeningBalance,
  fileOpeningOfColumns,
  openingMismatchText,
  statedOpeningBalance,
  statedOpeningOfColumns,
} from './openingCheck.js';
export type { BalanceCents, LowCashOptions, LowCashWarning, LowCashWatch } from './lowCash.js';
export {
  LOW_CASH_CHANCE,
  LOW_CASH_CLEAR_CHANCE,
  lowCashText,
  lowCashWarnings,
  lowCashWatch,
  warnsOfLowCash,
} from './lowCash.js';
export type { TransferDetection, TransferPair } from './detectTransfers.js';
export { detectTransfers, TRANSFER_WINDOW_DAYS } from './detectTransfers.js';
export { AUTO_LINK_SCORE, saysTransfer } from './transferScore.js';
export {
  accountsInUse,
  accountsToOffer,
  accountsUsedIn,
  isUnusedAccount,
  transactionCounts,
} from './usage.js';
export type { PaymentProcessor } from './processorPayouts.js';
export {
  PAYMENT_PROCESSORS,
  processorNamed,
  suggestsUntrackedTransfer,
  tracksProcessor,
} from './processorPayouts.js';
export {
  TRANSFER_CATEGORY,
  transferCounterpart,
  withTransferPair,
  withoutTransferPair,
} from './transferPair.js';
export type { LinkResult } from './transferLinks.js';
export {
  isUntrackedTransfer,
  linkTransfers,
  markUntrackedTransfer,
  transferIdFor,
  unlinkTransfer,
  untrackedTransferId,
} from './transferLinks.js';
export type { DetectTransfersOptions } from './detectTransfers.js';
export type { CrossCurrencyPair, ExchangeDifference } from './crossCurrencyTransfers.js';
export { CROSS_CURRENCY_TOLERANCE, crossCurrencyTransfers } from './crossCurrencyTransfers.js';

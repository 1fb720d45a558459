export type { ItemPayment, OpenItem, OpenItemKind } from './openItem.js';
export {
  MAX_ITEM_PAYMENTS,
  MAX_OPEN_ITEMS,
  itemPaymentSchema,
  openItemKindSchema,
  openItemSchema,
  openItemsSchema,
} from './openItem.js';
export type { InvoiceMatch, MatchReason } from './invoiceMatches.js';
export { applyMatchedPayment, suggestInvoiceMatches } from './invoiceMatches.js';
export type { MergeCounts, MergedItems } from './mergePulledItems.js';
export { QUICKBOOKS_ITEM_PREFIX, isQuickBooksItem, mergePulledItems } from './mergePulledItems.js';
export type { ItemRowError, ItemsCsvResult } from './readItemsCsv.js';
export { readItemsCsv } from './readItemsCsv.js';
export type { LagDistribution } from './lagDistribution.js';
export type { PartyHabit, PaymentTiming } from './paymentTiming.js';
export {
  AGING_BUCKETS,
  agingBucket,
  DEFAULT_NEVER_PAID,
  neverPaidChance,
  owedAsOf,
  partyKey,
  paymentTiming,
} from './paymentTiming.js';
export type { ExpectedFlows, ExpectedPayment } from './expectedPayments.js';
export { expectedPayments } from './expectedPayments.js';
export type { ReceivableRow, Receivables } from './receivables.js';
export { AGING_LABELS, AT_RISK_CHANCE, receivables } from './receivables.js';

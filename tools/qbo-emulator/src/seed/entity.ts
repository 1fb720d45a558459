/** One QuickBooks Online entity as the v3 API returns it in JSON. */
export type QboEntity = { Id: string; [field: string]: unknown };

/** The cash-moving entities the emulator serves, keyed by their v3 entity name. */
export type LedgerEntityName =
  | 'Purchase'
  | 'Deposit'
  | 'SalesReceipt'
  | 'Payment'
  | 'BillPayment'
  | 'RefundReceipt'
  | 'Transfer'
  | 'JournalEntry';

/** What a QuickBooks user can add, edit and delete in the emulator: the ledger, invoices and bills. */
export type ChangeableEntityName = LedgerEntityName | 'Invoice' | 'Bill';

/** Records an entity of the ledger on a date, with the fields every transaction carries. */
export type Add = (
  name: LedgerEntityName,
  date: string,
  fields: Record<string, unknown>,
) => QboEntity;

import { fromCents, toCents, typeOfAmount } from '@cashline/core';
import type { CategorySource, LedgerTransaction, Transaction } from '@cashline/core';
import type { LedgerTransactionTable } from '../db/tables.js';

type Stored = Omit<
  LedgerTransactionTable,
  'org_id' | 'version' | 'updated_at' | 'updated_by' | 'deleted' | 'import_id'
>;

/**
 * The columns `transactionOf` reads: what a page of the ledger selects, about half the bytes of a
 * whole row (who changed it and when stay in the database).
 */
export const ROW_COLUMNS = [
  'id',
  'account_id',
  'date',
  'description',
  'amount_cents',
  'category',
  'category_source',
  'balance_cents',
  'subcategory',
  'merchant',
  'payment_ref',
  'note',
  'transfer_id',
  'bank_id',
  'version',
  'import_id',
] as const satisfies readonly (keyof LedgerTransactionTable)[];

/** The columns a transaction's own fields are kept in (money as cents). */
export function columnsOf(tx: Transaction): Stored {
  return {
    id: tx.id,
    account_id: tx.accountId ?? null,
    date: tx.date,
    description: tx.description,
    amount_cents: toCents(tx.amount),
    category: tx.category,
    category_source: tx.categorySource ?? null,
    balance_cents: tx.balance === undefined ? null : toCents(tx.balance),
    subcategory: tx.subcategory ?? null,
    merchant: tx.merchant ?? null,
    payment_ref: tx.paymentRef ?? null,
    note: tx.note ?? null,
    transfer_id: tx.transferId ?? null,
    bank_id: tx.bankId ?? null,
  };
}

/** A stored row as the API answers it: the Transaction schema's units and optional fields. */
export function transactionOf(
  row: Stored & { version: number; import_id?: string | null },
): LedgerTransaction {
  const amount = fromCents(row.amount_cents);
  return {
    id: row.id,
    date: row.date,
    description: row.description,
    amount,
    type: typeOfAmount(amount),
    category: row.category,
    version: row.version,
    ...(row.balance_cents === null ? {} : { balance: fromCents(row.balance_cents) }),
    ...(row.subcategory === null ? {} : { subcategory: row.subcategory }),
    ...(row.merchant === null ? {} : { merchant: row.merchant }),
    ...(row.payment_ref === null ? {} : { paymentRef: row.payment_ref }),
    ...(row.category_source === null
      ? {}
      : { categorySource: row.category_source as CategorySource }),
    ...(row.note === null ? {} : { note: row.note }),
    ...(row.transfer_id === null ? {} : { transferId: row.transfer_id }),
    ...(row.bank_id === null ? {} : { bankId: row.bank_id }),
    ...(row.account_id === null ? {} : { accountId: row.account_id }),
    ...(row.import_id ? { importId: row.import_id } : {}),
  };
}

/** The fields whose values differ between two versions of a transaction. */
export function changedFields(before: Transaction, after: Transaction): (keyof Transaction)[] {
  const keys = new Set([...Object.keys(before), ...Object.keys(after)] as (keyof Transaction)[]);
  return [...keys].filter((key) => key !== 'id' && before[key] !== after[key]);
}

/** Only the given fields of a transaction, for the change log (absent fields as null). */
export function pick(
  tx: Transaction,
  fields: readonly (keyof Transaction)[],
): Record<string, unknown> {
  return Object.fromEntries(fields.map((field) => [field, tx[field] ?? null]));
}

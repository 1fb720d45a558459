import {
  accountSchema,
  importRecordSchema,
  isIsoDate,
  transactionSchema,
  typeOfAmount,
} from '@cashline/core';
import type { Account, ImportRecord, Transaction } from '@cashline/core';
import { z } from 'zod';

/** One CSV import, kept so it can be undone in one click. */
export const importBatchSchema = importRecordSchema;
export type ImportBatch = ImportRecord;

export type ReadResult<T> = { records: T[]; rejected: number };

/**
 * Older versions kept transactions in localStorage with looser values: numeric ids, dates with a
 * time part, amounts as text, no `type`. Bring those into today's shape before validating.
 */
function normaliseLegacy(value: unknown): unknown {
  if (typeof value !== 'object' || value === null) return value;
  const record = { ...(value as Record<string, unknown>) };
  if (typeof record.id === 'number') record.id = String(record.id);
  if (typeof record.date === 'string' && /^\d{4}-\d{2}-\d{2}T/.test(record.date)) {
    record.date = record.date.slice(0, 10);
  }
  if (typeof record.amount === 'string' && record.amount.trim() !== '') {
    record.amount = Number(record.amount);
  }
  if (typeof record.balance === 'string') {
    record.balance = record.balance.trim() === '' ? undefined : Number(record.balance);
  }
  if (record.balance === null) record.balance = undefined;
  if (record.type === undefined && typeof record.amount === 'number') {
    record.type = typeOfAmount(record.amount);
  }
  if (record.category === undefined || record.category === null) record.category = 'Other';
  if (record.description === undefined || record.description === null) record.description = '';
  return record;
}

const KNOWN_KEYS = new Set([
  'id',
  'date',
  'description',
  'amount',
  'type',
  'category',
  'balance',
  'subcategory',
  'merchant',
  'paymentRef',
  'transferId',
  'bankId',
  'accountId',
]);
const OPTIONAL_TEXT = ['subcategory', 'merchant', 'paymentRef'] as const;

/**
 * The same rules as the core's transaction schema, checked by hand: a million records load several
 * times faster this way. Anything it does not accept goes through the schema itself. Dates repeat
 * across a ledger, so each distinct date is checked once (`validDates` remembers those that passed).
 */
function isPlainValidTransaction(value: unknown, validDates: Set<string>): value is Transaction {
  if (typeof value !== 'object' || value === null) return false;
  const r = value as Record<string, unknown>;
  for (const key in r) if (!KNOWN_KEYS.has(key)) return false;
  return (
    typeof r.id === 'string' &&
    r.id.length > 0 &&
    typeof r.date === 'string' &&
    (validDates.has(r.date) || (isIsoDate(r.date) && validDates.add(r.date) !== undefined)) &&
    typeof r.description === 'string' &&
    typeof r.amount === 'number' &&
    Number.isFinite(r.amount) &&
    (r.type === 'inflow' || r.type === 'outflow') &&
    typeof r.category === 'string' &&
    (r.balance === undefined || (typeof r.balance === 'number' && Number.isFinite(r.balance))) &&
    OPTIONAL_TEXT.every((key) => r[key] === undefined || typeof r[key] === 'string') &&
    (r.transferId === undefined || (typeof r.transferId === 'string' && r.transferId !== '')) &&
    (r.bankId === undefined || (typeof r.bankId === 'string' && r.bankId !== '')) &&
    (r.accountId === undefined || (typeof r.accountId === 'string' && r.accountId !== ''))
  );
}

/**
 * Validates stored transactions record by record. A stored value that is not an array starts an
 * empty list (app.md section 5); records that fail validation are counted, never kept silently.
 */
export function readTransactions(raw: unknown, { legacy = false } = {}): ReadResult<Transaction> {
  if (!Array.isArray(raw)) return { records: [], rejected: 0 };
  const records: Transaction[] = [];
  let rejected = 0;
  const validDates = new Set<string>();
  for (const value of raw) {
    if (!legacy && isPlainValidTransaction(value, validDates)) {
      records.push(value);
      continue;
    }
    const parsed = transactionSchema.safeParse(legacy ? normaliseLegacy(value) : value);
    if (parsed.success) records.push(parsed.data);
    else rejected += 1;
  }
  return { records, rejected };
}

export function readImportBatches(raw: unknown): ImportBatch[] {
  if (!Array.isArray(raw)) return [];
  return raw.flatMap((value) => {
    const parsed = importBatchSchema.safeParse(value);
    return parsed.success ? [parsed.data] : [];
  });
}

/** The transactions an older version left in localStorage, or undefined when there are none. */
export function readLegacyTransactions(storage: Storage): ReadResult<Transaction> | undefined {
  const raw = storage.getItem('transactions');
  if (raw === null) return undefined;
  try {
    return readTransactions(JSON.parse(raw), { legacy: true });
  } catch {
    return { records: [], rejected: 0 };
  }
}

/** The stored accounts that pass the schema; others are left out. */
export function readAccounts(raw: unknown): Account[] {
  if (!Array.isArray(raw)) return [];
  return raw.flatMap((value) => {
    const parsed = accountSchema.safeParse(value);
    return parsed.success ? [parsed.data] : [];
  });
}

/** Which account each remembered file layout (header and shape) was imported into. */
export const importLayoutsSchema = z.record(z.string(), z.string().min(1));
export type ImportLayouts = z.infer<typeof importLayoutsSchema>;

export function readImportLayouts(raw: unknown): ImportLayouts {
  const parsed = importLayoutsSchema.safeParse(raw);
  return parsed.success ? parsed.data : {};
}

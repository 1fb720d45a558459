import type { Transaction } from '@cashline/core';
import type { Kysely } from 'kysely';
import type { Tables } from '../src/db/tables.js';
import { insertTransactions } from '../src/ledger/transactionWrites.js';

export const CATEGORIES = [
  'Sales',
  'Rent',
  'Payroll',
  'Software',
  'Food Supplies',
  'Utilities',
  'Marketing',
  'Insurance',
  'Travel',
  'Fees',
  'Taxes',
  'Other',
];
export const ACCOUNTS = ['acc-main', 'acc-savings', 'acc-card', 'acc-payroll'];
const MERCHANTS = ['AWS EMEA', 'Stripe', 'Tesco', 'Shell', 'Google Ads', 'Aviva', 'HMRC', 'Uber'];
const FIRST_DAY = Date.UTC(2021, 0, 1);
const DAYS = 6 * 365;

/** Row `i` of a ledger of `count` rows: dates spread evenly over six years, newest last. */
export function benchTransaction(prefix: string, i: number, count: number): Transaction {
  const day = Math.floor((i / count) * DAYS);
  const date = new Date(FIRST_DAY + day * 86_400_000).toISOString().slice(0, 10);
  const cents = ((i * 7919) % 500_000) + 1;
  const amount = (i % 3 === 0 ? cents : -cents) / 100;
  return {
    id: `${prefix}-${String(i).padStart(8, '0')}`,
    date,
    description: `CARD ${i % 9973} ${MERCHANTS[i % MERCHANTS.length] ?? ''} REF ${i}`,
    amount,
    type: amount < 0 ? 'outflow' : 'inflow',
    category: CATEGORIES[i % CATEGORIES.length] ?? 'Other',
    accountId: ACCOUNTS[i % ACCOUNTS.length] ?? 'acc-main',
  };
}

/** Inserts `count` rows straight through Kysely, 20,000 per database transaction. */
export async function seedLedger(
  db: Kysely<Tables>,
  orgId: string,
  userId: string,
  count: number,
): Promise<void> {
  const writer = { orgId, userId, at: new Date().toISOString() };
  const batch = 20_000;
  for (let start = 0; start < count; start += batch) {
    const rows = Array.from({ length: Math.min(batch, count - start) }, (_, k) =>
      benchTransaction(orgId, start + k, count),
    );
    await db.transaction().execute((trx) => insertTransactions(trx, writer, rows));
  }
}

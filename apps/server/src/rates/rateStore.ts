import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { RateRow } from '@cashline/core';
import type { Tables } from '../db/tables.js';

/** A stored rate as the API sends it: whose it is tells a reader why it won. */
export type StoredRate = RateRow & { source: 'ecb' | 'admin' };

/** Rows per INSERT: 6 values each stays far below SQLite's 32,766 bound parameters. */
const CHUNK = 500;

export type RateRange = { from: string; to: string; currencies?: readonly string[] };

/**
 * Stores the ECB's rates (orgId null) or an organisation's own, all in one transaction: either
 * every row is there afterwards or none changed. A day stored again with the same rate is left
 * as it was (stored_at too); a corrected rate replaces the old one.
 */
export async function storeRates(
  db: Kysely<Tables>,
  orgId: string | null,
  rows: readonly RateRow[],
  now: Date,
): Promise<void> {
  const storedAt = now.toISOString();
  const source: StoredRate['source'] = orgId === null ? 'ecb' : 'admin';
  await db.transaction().execute(async (trx) => {
    for (let start = 0; start < rows.length; start += CHUNK) {
      const values = rows.slice(start, start + CHUNK).map((row) => ({
        org_id: orgId,
        date: row.date,
        currency: row.currency,
        rate: row.rate,
        source,
        stored_at: storedAt,
      }));
      await trx
        .insertInto('exchange_rate')
        .values(values)
        .onConflict((conflict) => {
          const target =
            orgId === null
              ? conflict.columns(['date', 'currency']).where(sql<boolean>`org_id is null`)
              : conflict.columns(['org_id', 'date', 'currency']);
          return target
            .doUpdateSet((eb) => ({
              rate: eb.ref('excluded.rate'),
              stored_at: eb.ref('excluded.stored_at'),
            }))
            .where('exchange_rate.rate', '<>', (eb) => eb.ref('excluded.rate'));
        })
        .execute();
    }
  });
}

/** Whether the ECB's rates were ever stored: if not, the history file is loaded first. */
export async function hasEcbRates(db: Kysely<Tables>): Promise<boolean> {
  const row = await db
    .selectFrom('exchange_rate')
    .select('date')
    .where('org_id', 'is', null)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * The rates an organisation converts with between two dates (inclusive), oldest first: the ECB's,
 * with the organisation's own in place of the ECB's for the same day and currency.
 */
export async function ratesForOrg(
  db: Kysely<Tables>,
  orgId: string,
  range: RateRange,
): Promise<StoredRate[]> {
  let query = db
    .selectFrom('exchange_rate')
    .select(['date', 'currency', 'rate', 'source'])
    .where((eb) => eb.or([eb('org_id', 'is', null), eb('org_id', '=', orgId)]))
    .where('date', '>=', range.from)
    .where('date', '<=', range.to);
  if (range.currencies !== undefined) {
    if (range.currencies.length === 0) return [];
    query = query.where('currency', 'in', [...range.currencies]);
  }
  const rows = await query.orderBy('date').orderBy('currency').execute();
  const merged = new Map<string, StoredRate>();
  for (const row of rows) {
    const key = `${row.date} ${row.currency}`;
    const earlier = merged.get(key);
    if (earlier === undefined || row.source === 'admin') merged.set(key, row);
  }
  return [...merged.values()];
}

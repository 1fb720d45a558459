import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import { oneOf } from './oneOf.js';

/**
 * Daily exchange rates against the euro (the ECB's base): one unit of EUR buys `rate` of
 * `currency` on `date`, the rate kept as the decimal text it was published as.
 *
 * The ECB's rates are reference data, the same for everyone, so they are stored once with a null
 * org_id rather than copied into each organisation. An admin's rates are that organisation's own
 * (they may be its bank's rates, not a fact to impose on others), so they carry its org_id and
 * win over the ECB's for it alone. Two unique indexes say "one rate per day and currency" for
 * each kind: a plain unique index would let NULL org_ids repeat on both databases.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('exchange_rate')
    .addColumn('org_id', 'text')
    .addColumn('date', 'text', (col) => col.notNull())
    .addColumn('currency', 'text', (col) => col.notNull())
    .addColumn('rate', 'text', (col) => col.notNull())
    .addColumn('source', 'text', (col) => col.notNull().check(oneOf('source', ['ecb', 'admin'])))
    .addColumn('stored_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('exchange_rate_ecb_day')
    .on('exchange_rate')
    .columns(['date', 'currency'])
    .unique()
    .where(sql<boolean>`org_id is null`)
    .execute();
  await db.schema
    .createIndex('exchange_rate_org_day')
    .on('exchange_rate')
    .columns(['org_id', 'date', 'currency'])
    .unique()
    .execute();
}

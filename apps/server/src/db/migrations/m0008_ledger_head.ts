import type { Kysely } from 'kysely';
import type { ColumnTypes } from './columnTypes.js';

/**
 * One row per organisation whose ledger has been written: every ledger write first bumps its
 * `writes`, which on PostgreSQL locks the row until commit. One organisation's writes so run one
 * after another (each reads what the last committed), and its changes commit in the order of their
 * numbers, so a reader following the feed never steps past one not yet visible.
 */
export async function up(db: Kysely<unknown>, types: ColumnTypes): Promise<void> {
  await db.schema
    .createTable('ledger_head')
    .addColumn('org_id', 'text', (col) => col.primaryKey())
    .addColumn('writes', types.bigint, (col) => col.notNull())
    .execute();
}

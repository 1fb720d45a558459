import type { Kysely } from 'kysely';

/**
 * Rate-limit counters, shared by every replica: one row per limiter and client (`key` is
 * `<limiter>:<client>`), counting hits until `reset_at` (ISO), when the window starts again.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('rate_limit_hit')
    .addColumn('key', 'text', (col) => col.primaryKey())
    .addColumn('hits', 'integer', (col) => col.notNull())
    .addColumn('reset_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('rate_limit_hit_reset_at')
    .on('rate_limit_hit')
    .column('reset_at')
    .execute();
}

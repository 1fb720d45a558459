import type { Kysely } from 'kysely';

/**
 * Sign-in attempts per account (`account` is the lower-cased e-mail address), shared by every
 * replica: how many were made in a row without success, and when (ISO) the next may be made.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('sign_in_backoff')
    .addColumn('account', 'text', (col) => col.primaryKey())
    .addColumn('attempts', 'integer', (col) => col.notNull())
    .addColumn('retry_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('sign_in_backoff_retry_at')
    .on('sign_in_backoff')
    .column('retry_at')
    .execute();
}

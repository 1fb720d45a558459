import type { Kysely } from 'kysely';

/**
 * Tokens the server's AI key spent per day for each user, session, client address and
 * organisation (`subject` is `<kind>:<id>`, `day` is YYYY-MM-DD in UTC), shared by every replica.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('ai_usage')
    .addColumn('subject', 'text', (col) => col.notNull())
    .addColumn('day', 'text', (col) => col.notNull())
    .addColumn('tokens', 'bigint', (col) => col.notNull())
    .addPrimaryKeyConstraint('ai_usage_pk', ['subject', 'day'])
    .execute();
  await db.schema.createIndex('ai_usage_day').on('ai_usage').column('day').execute();
}

import type { Kysely } from 'kysely';

/**
 * Each organisation's scheduled QuickBooks sync: from when the next one reads changes, how the
 * last went, and when QuickBooks stopped accepting the connection (its admins told once).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('quickbooks_sync')
    .addColumn('org_id', 'text', (col) => col.primaryKey())
    .addColumn('changes_since', 'text')
    .addColumn('last_synced_at', 'text')
    .addColumn('last_result', 'text')
    .addColumn('lost_at', 'text')
    .addColumn('lost_notice_sent_at', 'text')
    .execute();
}

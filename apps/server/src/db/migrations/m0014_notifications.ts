import type { Kysely } from 'kysely';

/**
 * E-mailed notices: the low-cash crossings each organisation was told about (one per scope: total
 * cash or an account), each member's choice of notices, and the weeks each member's digest went out.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('low_cash_alert')
    .addColumn('org_id', 'text', (col) => col.notNull())
    .addColumn('scope', 'text', (col) => col.notNull())
    .addColumn('week_start', 'text', (col) => col.notNull())
    .addColumn('sent_at', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('low_cash_alert_pk', ['org_id', 'scope'])
    .execute();
  await db.schema
    .createTable('member_notification')
    .addColumn('org_id', 'text', (col) => col.notNull())
    .addColumn('user_id', 'text', (col) => col.notNull())
    .addColumn('low_cash', 'integer')
    .addColumn('digest', 'integer')
    .addColumn('time_zone', 'text')
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('member_notification_pk', ['org_id', 'user_id'])
    .execute();
  await db.schema
    .createTable('digest_sent')
    .addColumn('org_id', 'text', (col) => col.notNull())
    .addColumn('user_id', 'text', (col) => col.notNull())
    .addColumn('week', 'text', (col) => col.notNull())
    .addColumn('sent_at', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('digest_sent_pk', ['org_id', 'user_id', 'week'])
    .execute();
}

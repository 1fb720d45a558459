import type { Kysely } from 'kysely';

/**
 * The address an export was requested from, so one address (however many sessions it opens) has a
 * quota of its own. Records made before this have the empty address and share no quota.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('export_files')
    .addColumn('client_address', 'text', (col) => col.notNull().defaultTo(''))
    .execute();
  await db.schema
    .createIndex('export_files_client_address')
    .on('export_files')
    .columns(['client_address', 'created_at'])
    .execute();
}

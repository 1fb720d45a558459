import type { Kysely } from 'kysely';
import type { ColumnTypes } from './columnTypes.js';

/**
 * Background tasks shared by every replica: one row per task, claimed for a lease by the replica
 * that runs it (a conditional update only one can win), and each task's recent runs.
 */
export async function up(db: Kysely<unknown>, types: ColumnTypes): Promise<void> {
  await db.schema
    .createTable('scheduled_task')
    .addColumn('name', 'text', (col) => col.primaryKey())
    .addColumn('org_id', 'text')
    .addColumn('due_at', 'text', (col) => col.notNull())
    .addColumn('lease_owner', 'text')
    .addColumn('lease_until', 'text')
    .addColumn('failures', 'integer', (col) => col.notNull())
    .execute();
  await db.schema
    .createTable('scheduled_task_run')
    .addColumn('id', types.serial, (col) => col.primaryKey())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('org_id', 'text')
    .addColumn('owner', 'text', (col) => col.notNull())
    .addColumn('started_at', 'text', (col) => col.notNull())
    .addColumn('finished_at', 'text', (col) => col.notNull())
    .addColumn('outcome', 'text', (col) => col.notNull())
    .addColumn('detail', 'text')
    .execute();
  await db.schema
    .createIndex('scheduled_task_run_by_name')
    .on('scheduled_task_run')
    .columns(['name', 'id'])
    .execute();
  await db.schema
    .createIndex('scheduled_task_run_by_org')
    .on('scheduled_task_run')
    .columns(['org_id', 'id'])
    .execute();
}

import type { Kysely } from 'kysely';

/**
 * The forecasts each organisation froze, one row per week (its Monday), written once and never
 * changed: the key refuses a second row for a week.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('frozen_forecast')
    .addColumn('org_id', 'text', (col) => col.notNull())
    .addColumn('week', 'text', (col) => col.notNull())
    .addColumn('as_of', 'text', (col) => col.notNull())
    .addColumn('engine_version', 'text', (col) => col.notNull())
    .addColumn('value', 'text', (col) => col.notNull())
    .addColumn('frozen_at', 'text', (col) => col.notNull())
    .addColumn('frozen_by', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('frozen_forecast_pk', ['org_id', 'week'])
    .execute();
}

import type { Kysely } from 'kysely';

/**
 * Whether a sent low-cash alert said the balance is projected to fall (1) or only could (0), so a
 * fall that becomes projected is told once more. Alerts sent before this column are taken as
 * projected: none of them is told again.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('low_cash_alert')
    .addColumn('certain', 'integer', (col) => col.notNull().defaultTo(1))
    .execute();
}

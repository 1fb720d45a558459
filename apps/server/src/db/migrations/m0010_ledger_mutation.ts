import type { Kysely } from 'kysely';

/**
 * The ledger writes that landed with an Idempotency-Key, and what they answered: a client that
 * sends one again (its answer was lost on the way) gets that answer instead of a second effect or a
 * refusal. Keyed by who sent it, so one member can neither replay nor read another's.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('ledger_mutation')
    .addColumn('org_id', 'text', (col) => col.notNull())
    .addColumn('user_id', 'text', (col) => col.notNull())
    .addColumn('key', 'text', (col) => col.notNull())
    .addColumn('fingerprint', 'text', (col) => col.notNull())
    .addColumn('result', 'text', (col) => col.notNull())
    .addColumn('landed_at', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('ledger_mutation_pk', ['org_id', 'user_id', 'key'])
    .execute();
  await db.schema
    .createIndex('ledger_mutation_landed')
    .on('ledger_mutation')
    .columns(['org_id', 'user_id', 'landed_at'])
    .execute();
}

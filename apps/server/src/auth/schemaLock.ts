import { sql } from 'kysely';
import type { AuthDatabase } from './authDatabase.js';

/** Any fixed number: every Cashline process asks PostgreSQL for the same lock. */
const SCHEMA_LOCK_KEY = 4_711_023;

/**
 * Runs `work` (schema changes) while no other Cashline process on the same PostgreSQL database
 * runs its own: replicas started together would otherwise both create the same tables and one would
 * fail. The lock is held on one pooled connection while `work` uses the others; SQLite has no
 * such lock and runs `work` as it is.
 */
export async function underSchemaLock<T>(
  database: AuthDatabase,
  work: () => Promise<T>,
): Promise<T> {
  if (database.type !== 'postgres') return work();
  return database.db.connection().execute(async (connection) => {
    await sql`select pg_advisory_lock(${SCHEMA_LOCK_KEY})`.execute(connection);
    try {
      return await work();
    } finally {
      await sql`select pg_advisory_unlock(${SCHEMA_LOCK_KEY})`.execute(connection);
    }
  });
}

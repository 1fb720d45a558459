import { getMigrations } from 'better-auth/db/migration';
import { underSchemaLock } from './schemaLock.js';
import type { Auth } from './auth.js';

/**
 * Creates or extends better-auth's tables (users, sessions, organisations...) in either dialect;
 * replicas starting together on one PostgreSQL database take turns.
 */
export async function migrateAuthTables(auth: Auth): Promise<void> {
  await underSchemaLock(auth.options.database, async () => {
    const { runMigrations } = await getMigrations(auth.options);
    await runMigrations();
  });
}

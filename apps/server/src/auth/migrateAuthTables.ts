import { getMigrations } from 'better-auth/db/migration';
import type { Auth } from './auth.js';

/** Creates or extends better-auth's tables (users, sessions, organisations...) in either dialect. */
export async function migrateAuthTables(auth: Auth): Promise<void> {
  const { runMigrations } = await getMigrations(auth.options);
  await runMigrations();
}

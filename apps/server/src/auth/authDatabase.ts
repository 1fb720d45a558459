import type { Kysely } from 'kysely';
import type { SqlDatabase } from '../db/sqlDatabase.js';
import type { Tables } from '../db/tables.js';

/** The database better-auth's Kysely adapter speaks to, and which SQL dialect it is. */
export type AuthDatabase = { db: Kysely<Tables>; type: 'sqlite' | 'postgres' };

/** better-auth shares the server's Kysely instance: SQLite by default, PostgreSQL with DATABASE_URL. */
export function authDatabaseOf(sql: SqlDatabase): AuthDatabase {
  return { db: sql.kysely, type: sql.dialect };
}

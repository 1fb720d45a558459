import { Kysely, SqliteDialect } from 'kysely';
import type { Database } from '../db/database.js';

/** The database better-auth's Kysely adapter speaks to, and which SQL dialect it is. */
export type AuthDatabase = { db: Kysely<unknown>; type: 'sqlite' | 'postgres' };

/**
 * The one place that chooses better-auth's database: a Kysely instance over the server's SQLite
 * handle. When the storage layer exposes its own Kysely (SQLite or PostgreSQL), only this changes.
 */
export function authDatabaseOf(db: Database): AuthDatabase {
  return {
    db: new Kysely<unknown>({ dialect: new SqliteDialect({ database: db }) }),
    type: 'sqlite',
  };
}

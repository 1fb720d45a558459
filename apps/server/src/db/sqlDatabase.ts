import fs from 'node:fs';
import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { Kysely, Migrator, PostgresDialect, sql } from 'kysely';
import type { CompiledQuery } from 'kysely';
import pg from 'pg';
import { migrationProvider } from './migrations/index.js';
import { SqliteReadWriteDialect } from './sqliteReadWriteDialect.js';
import { startWalCheckpointer } from './walCheckpointer.js';
import type { Tables } from './tables.js';

export type SqlDialect = 'sqlite' | 'postgres';

/** The server's database: SQLite in DATA_DIR by default, PostgreSQL when DATABASE_URL is set. */
export type SqlDatabase = {
  kysely: Kysely<Tables>;
  dialect: SqlDialect;
  /**
   * Runs a compiled read and answers each row as an array of its values, in the select's order:
   * no object per row, for reads of many thousand rows (a SQLite read of the ledger took about
   * half the time without them).
   */
  readArrays(query: CompiledQuery): Promise<unknown[][]>;
  close(): Promise<void>;
};

export const DATABASE_FILE = 'cashline.sqlite';

const PG_INT8 = 20;

export type SqlLocation = {
  dataDir: string;
  databaseUrl?: string | undefined;
  /** Told when PostgreSQL drops an idle pooled connection (the pool replaces it). */
  onIdleError?: (err: Error) => void;
};

/** Opens the database (creating the SQLite file if needed) and brings its schema up to date. */
export async function openSqlDatabase(location: SqlLocation): Promise<SqlDatabase> {
  const database = location.databaseUrl
    ? openPostgres(location.databaseUrl, location.onIdleError)
    : openSqlite(location.dataDir);
  try {
    await migrateToLatest(database);
  } catch (err) {
    await database.close();
    throw err;
  }
  return database;
}

function openSqlite(dataDir: string): SqlDatabase {
  fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const file = path.join(dataDir, DATABASE_FILE);
  const writer = new BetterSqlite3(file);
  // WAL lets the reading connection see the last commit while the writer writes the next.
  writer.pragma('journal_mode = WAL');
  writer.pragma('synchronous = NORMAL');
  writer.pragma('foreign_keys = ON');
  writer.pragma('busy_timeout = 5000');
  writer.pragma('wal_autocheckpoint = 0');
  const reader = new BetterSqlite3(file, { readonly: true });
  reader.pragma('busy_timeout = 5000');
  const checkpointer = startWalCheckpointer(file);
  const kysely = new Kysely<Tables>({ dialect: new SqliteReadWriteDialect({ reader, writer }) });
  return {
    kysely,
    dialect: 'sqlite',
    // A plain read, so on the read-only connection as Kysely's own reads are.
    readArrays: async (query) =>
      reader
        .prepare(query.sql)
        .raw(true)
        .all(query.parameters as unknown[]) as unknown[][],
    async close() {
      await checkpointer.stop();
      await kysely.destroy();
    },
  };
}

function openPostgres(
  connectionString: string,
  onIdleError: (err: Error) => void = () => undefined,
): SqlDatabase {
  const pool = new pg.Pool({
    connectionString,
    // Counters and cents are bigint columns; every value we keep fits a double exactly.
    types: {
      getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
        oid === PG_INT8
          ? Number
          : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
    },
  });
  // Without a listener, a server restart or a dropped idle connection would crash the process.
  pool.on('error', onIdleError);
  // The pool listens only to idle connections: one lost while a request holds it (the database
  // restarted mid-transaction) would otherwise end the process. Its query fails on its own, and
  // the pool drops the connection when it is given back.
  pool.on('connect', (client) => client.on('error', onIdleError));
  const kysely = new Kysely<Tables>({ dialect: new PostgresDialect({ pool }) });
  return {
    kysely,
    dialect: 'postgres',
    readArrays: async (query) =>
      (
        await pool.query<unknown[]>({
          text: query.sql,
          values: [...query.parameters],
          rowMode: 'array',
        })
      ).rows,
    close: () => kysely.destroy(),
  };
}

async function migrateToLatest(database: SqlDatabase): Promise<void> {
  const migrator = new Migrator({
    db: database.kysely,
    provider: migrationProvider(database.dialect),
  });
  const { error, results } = await migrator.migrateToLatest();
  if (error) {
    const failed = results?.find((result) => result.status === 'Error')?.migrationName;
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(
      failed ? `migration ${failed} failed: ${reason}` : `migrations failed: ${reason}`,
    );
  }
}

/** True when the database answers a query against the schema. */
export async function isDatabaseUsable(database: SqlDatabase): Promise<boolean> {
  try {
    await sql`select count(*) from export_files where 1 = 0`.execute(database.kysely);
    return true;
  } catch {
    return false;
  }
}

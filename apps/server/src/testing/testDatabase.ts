import crypto from 'node:crypto';
import pg from 'pg';
import { openSqlDatabase } from '../db/sqlDatabase.js';
import type { SqlDatabase } from '../db/sqlDatabase.js';

export type TestDatabase = SqlDatabase & {
  /** Where the database lives, so a second server process can open the same one. */
  databaseUrl: string | undefined;
  /** Closes it and, on PostgreSQL, drops it. */
  dispose(): Promise<void>;
};

/** The migrated database each test's own is copied from (made by postgresGlobalSetup). */
export const TEMPLATE_DATABASE = 'cashline_template';

async function onAdmin(url: string, statement: string): Promise<void> {
  const client = new pg.Client(url);
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * The database a test runs on: SQLite in its data directory, or, when the suite runs against
 * PostgreSQL (CASHLINE_TEST_DB=postgres), a fresh database of its own on the suite's server.
 */
export async function openTestDatabase(dataDir: string): Promise<TestDatabase> {
  const serverUrl = process.env.CASHLINE_TEST_POSTGRES_URL;
  if (!serverUrl) {
    const database = await openSqlDatabase({ dataDir });
    return { ...database, databaseUrl: undefined, dispose: () => database.close() };
  }
  const name = `test_${crypto.randomBytes(8).toString('hex')}`;
  const template = process.env.CASHLINE_TEST_POSTGRES_TEMPLATE;
  await onAdmin(serverUrl, `create database ${name}${template ? ` template ${template}` : ''}`);
  const databaseUrl = serverUrl.replace(/\/[^/]*$/, `/${name}`);
  const database = await openSqlDatabase({ dataDir, databaseUrl });
  return {
    ...database,
    databaseUrl,
    async dispose() {
      await database.close();
      await onAdmin(serverUrl, `drop database if exists ${name} with (force)`);
    },
  };
}

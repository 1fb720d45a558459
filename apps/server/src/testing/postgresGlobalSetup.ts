import pg from 'pg';
import { openSqlDatabase } from '../db/sqlDatabase.js';
import { startPostgresServer } from './postgresServer.js';
import { TEMPLATE_DATABASE } from './testDatabase.js';

/**
 * With CASHLINE_TEST_DB=postgres, one cluster serves the whole run (each test makes its own
 * database on it); its admin URL reaches the test workers in CASHLINE_TEST_POSTGRES_URL. A URL set
 * beforehand points the suite at an existing server instead.
 */
export default async function setup(): Promise<() => void> {
  if (process.env.CASHLINE_TEST_DB !== 'postgres' || process.env.CASHLINE_TEST_POSTGRES_URL) {
    return () => undefined;
  }
  const server = await startPostgresServer();
  // Every test's database is a copy of one migrated template: a file copy, not a migration run.
  const admin = new pg.Client(server.url);
  await admin.connect();
  await admin.query(`create database ${TEMPLATE_DATABASE}`);
  await admin.end();
  const template = await openSqlDatabase({
    dataDir: '',
    databaseUrl: server.url.replace(/\/[^/]*$/, `/${TEMPLATE_DATABASE}`),
  });
  await template.close();
  process.env.CASHLINE_TEST_POSTGRES_URL = server.url;
  process.env.CASHLINE_TEST_POSTGRES_TEMPLATE = TEMPLATE_DATABASE;
  return () => server.stop();
}

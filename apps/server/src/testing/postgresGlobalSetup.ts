import { startPostgresServer } from './postgresServer.js';

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
  process.env.CASHLINE_TEST_POSTGRES_URL = server.url;
  return () => server.stop();
}

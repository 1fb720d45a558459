import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setUpAuth } from '../auth/authSetup.js';
import { loadConfig } from '../config.js';
import { loadSiteContent } from '../content/siteContent.js';
import type { AppContext } from '../context.js';
import { resolveSessionSecret } from '../http/sessionSecret.js';
import { createHeavyWork } from '../work/heavyWork.js';
import { changeSignal } from '../ledger/changeSignal.js';
import { silentLogger } from './silentLogger.js';
import { openTestDatabase } from './testDatabase.js';
import type { TestDatabase } from './testDatabase.js';

export type TestContext = AppContext & { sql: TestDatabase; cleanup(): Promise<void> };

/**
 * A context on a real database (a SQLite file in a fresh temporary data directory, or a fresh
 * PostgreSQL database when the suite runs on PostgreSQL).
 */
export async function createTestContext(
  env: Record<string, string> = {},
  overrides: Partial<AppContext> = {},
): Promise<TestContext> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cashline-server-'));
  const sql = await openTestDatabase(dataDir);
  const loaded = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    ...(sql.databaseUrl ? { DATABASE_URL: sql.databaseUrl } : {}),
    ...env,
  });
  if (!loaded.ok) throw new Error(loaded.errors.join('\n'));
  const { config } = loaded;
  const content = loadSiteContent(config.contentDir);
  if (!content.ok) throw new Error(content.errors.join('\n'));
  const work = overrides.work ?? createHeavyWork(1);
  const logger = overrides.logger ?? silentLogger();
  let disposed = false;
  return {
    config,
    logger,
    ...setUpAuth(config, sql, logger),
    version: '1.2.3',
    sessionSecret: resolveSessionSecret(config.sessionSecret, config.dataDir),
    now: () => new Date(),
    content: content.content,
    work,
    changes: changeSignal(),
    ...overrides,
    sql,
    async cleanup() {
      void work.close();
      if (!disposed) {
        disposed = true;
        await sql.dispose();
      }
      // An aborted upload can still be writing its temporary file for a moment.
      fs.rmSync(dataDir, { recursive: true, force: true, maxRetries: 10, retryDelay: 50 });
    },
  };
}

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setUpAuth } from '../auth/authSetup.js';
import { loadConfig } from '../config.js';
import { loadSiteContent } from '../content/siteContent.js';
import type { AppContext } from '../context.js';
import { openDatabase } from '../db/database.js';
import { resolveSessionSecret } from '../http/sessionSecret.js';
import { createHeavyWork } from '../work/heavyWork.js';
import { silentLogger } from './silentLogger.js';

export type TestContext = AppContext & { cleanup(): void };

/** A context on a real SQLite file in a fresh temporary data directory. */
export function createTestContext(
  env: Record<string, string> = {},
  overrides: Partial<AppContext> = {},
): TestContext {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cashline-server-'));
  const loaded = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, ...env });
  if (!loaded.ok) throw new Error(loaded.errors.join('\n'));
  const { config } = loaded;
  const content = loadSiteContent(config.contentDir);
  if (!content.ok) throw new Error(content.errors.join('\n'));
  const db = openDatabase(config.dataDir);
  const work = overrides.work ?? createHeavyWork(1);
  const logger = overrides.logger ?? silentLogger();
  return {
    config,
    logger,
    db,
    ...setUpAuth(config, db, logger),
    version: '1.2.3',
    sessionSecret: resolveSessionSecret(config.sessionSecret, config.dataDir),
    now: () => new Date(),
    content: content.content,
    work,
    ...overrides,
    cleanup() {
      void work.close();
      if (db.open) db.close();
      // An aborted upload can still be writing its temporary file for a moment.
      fs.rmSync(dataDir, { recursive: true, force: true, maxRetries: 10, retryDelay: 50 });
    },
  };
}

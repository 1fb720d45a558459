import type { Logger } from 'pino';
import type { Auth } from './auth/auth.js';
import type { AuthMail } from './auth/authMail.js';
import type { Config } from './config.js';
import type { SiteContent } from './content/siteContent.js';
import type { SqlDatabase } from './db/sqlDatabase.js';
import type { ChangeSignal } from './ledger/changeSignal.js';
import type { HeavyWork } from './work/heavyWork.js';

/** What every router may depend on; createApp hands it to each one. */
export type AppContext = {
  config: Config;
  logger: Logger;
  /** SQLite in DATA_DIR, or PostgreSQL when DATABASE_URL is set. */
  sql: SqlDatabase;
  version: string;
  /** Signs the session cookie (see http/sessions.ts). */
  sessionSecret: string;
  /** Sign-in, sessions, organisations and roles (better-auth, mounted at /api/auth). */
  auth: Auth;
  /** Whether and how password-reset and invitation links are e-mailed. */
  authMail: AuthMail;
  /** Worker threads for CPU-heavy work (reading uploads, rendering exports). */
  work: HeavyWork;
  /** Legal pages and company facts, read at start-up. */
  content: SiteContent;
  /** Wakes the browsers waiting on an organisation's change feed when its ledger is written. */
  changes: ChangeSignal;
  /** The clock, injected so expiry can be tested. */
  now: () => Date;
};

import type { Logger } from 'pino';
import type { Config } from '../config.js';
import type { SqlDatabase } from '../db/sqlDatabase.js';
import { AUTH_SECRET_FILE, resolveSessionSecret } from '../http/sessionSecret.js';
import { createAuth } from './auth.js';
import type { Auth } from './auth.js';
import { authDatabaseOf } from './authDatabase.js';
import { createAuthMail } from './authMail.js';
import type { AuthMail } from './authMail.js';

/** better-auth over the server's database, with its secret from BETTER_AUTH_SECRET or DATA_DIR. */
export function setUpAuth(
  config: Config,
  sql: SqlDatabase,
  logger: Logger,
  mail: AuthMail = createAuthMail(config, logger),
  now: () => Date = () => new Date(),
): { auth: Auth; authMail: AuthMail } {
  const secret = resolveSessionSecret(config.authSecret, config.dataDir, AUTH_SECRET_FILE);
  const auth = createAuth({
    config,
    sql,
    database: authDatabaseOf(sql),
    secret,
    mail,
    logger,
    now,
  });
  return { auth, authMail: mail };
}

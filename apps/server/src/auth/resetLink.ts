import type { Logger } from 'pino';
import type { Config } from '../config.js';
import type { SqlDatabase } from '../db/sqlDatabase.js';
import type { AuthMail } from './authMail.js';
import { setUpAuth } from './authSetup.js';
import { migrateAuthTables } from './migrateAuthTables.js';

/**
 * A password-reset link for the account with this e-mail, made as the e-mailed one is (valid one
 * hour, once), for an operator to hand over when SMTP is not configured. Undefined when there is no
 * such account.
 */
export async function resetLinkFor(
  config: Config,
  sql: SqlDatabase,
  logger: Logger,
  email: string,
): Promise<string | undefined> {
  let link: string | undefined;
  const capture: AuthMail = {
    sends: false,
    async passwordReset(_email, url) {
      link = url;
    },
    async invitation() {},
    async verification() {},
    async existingAccount() {},
  };
  const { auth } = setUpAuth(config, sql, logger, capture);
  await migrateAuthTables(auth);
  await auth.api.requestPasswordReset({ body: { email: email.trim().toLowerCase() } });
  return link;
}

import { loadConfig } from '../config.js';
import { openSqlDatabase } from '../db/sqlDatabase.js';
import { createLogger } from '../logger.js';
import { resetLinkFor } from './resetLink.js';

/** `npm run reset-link -- user@example.com`: prints a password-reset link for that account. */
const email = process.argv[2];
const loaded = loadConfig(process.env);
if (!loaded.ok) {
  process.stderr.write(`Invalid configuration:\n  ${loaded.errors.join('\n  ')}\n`);
  process.exit(1);
}
if (!email || !email.includes('@')) {
  process.stderr.write('Usage: npm run reset-link -- user@example.com\n');
  process.exit(2);
}
const { config } = loaded;
const sql = await openSqlDatabase({ dataDir: config.dataDir, databaseUrl: config.databaseUrl });
const link = await resetLinkFor(config, sql, createLogger('error'), email);
await sql.close();
if (!link) {
  process.stderr.write(`No account uses ${email}.\n`);
  process.exit(1);
}
process.stdout.write(
  `Password reset link for ${email} (valid for one hour, once):\n${link}\n` +
    (config.publicUrl
      ? ''
      : 'Set PUBLIC_URL so the link names the address users reach Cashline at.\n'),
);

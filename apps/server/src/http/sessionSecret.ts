import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export const SESSION_SECRET_FILE = 'session-secret';
/** Signs and encrypts better-auth's session cookies and tokens (BETTER_AUTH_SECRET). */
export const AUTH_SECRET_FILE = 'auth-secret';

/**
 * The configured secret, or the one generated on first start and kept in the data directory (owner
 * read/write only), so cookies stay valid across restarts without anyone having to set one.
 */
export function resolveSessionSecret(
  configured: string | undefined,
  dataDir: string,
  fileName: string = SESSION_SECRET_FILE,
): string {
  if (configured) return configured;
  fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const file = path.join(dataDir, fileName);
  try {
    fs.writeFileSync(file, crypto.randomBytes(48).toString('base64url'), {
      mode: 0o600,
      flag: 'wx',
    });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    fs.chmodSync(file, 0o600);
  }
  const secret = fs.readFileSync(file, 'utf8').trim();
  if (secret.length < 32) {
    throw new Error(`${file} holds a secret shorter than 32 characters`);
  }
  return secret;
}

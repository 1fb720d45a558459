import type { QuickBooksConfig } from '../config.js';
import type { QuickBooksSettings } from './quickbooksSettings.js';
import { createTokenCipher } from './tokenCipher.js';
import type { TokenCipher } from './tokenCipher.js';

export type QuickBooksSetup =
  | { ok: true; settings: QuickBooksSettings; cipher: TokenCipher }
  | { ok: false; missing: string[]; message: string };

/** The QuickBooks settings, or the names of those missing, in the words the routes answer with. */
export function quickBooksSetup(config: { quickbooks: QuickBooksConfig }): QuickBooksSetup {
  const qb = config.quickbooks;
  const missing = [
    ['QBO_CLIENT_ID', qb.clientId],
    ['QBO_CLIENT_SECRET', qb.clientSecret],
    ['QBO_REDIRECT_URI', qb.redirectUri],
    ['TOKEN_ENCRYPTION_KEY', qb.tokenEncryptionKey],
  ]
    .filter(([, value]) => value === undefined)
    .map(([name]) => name as string);
  if (
    missing.length > 0 ||
    !qb.clientId ||
    !qb.clientSecret ||
    !qb.redirectUri ||
    !qb.tokenEncryptionKey
  ) {
    return {
      ok: false,
      missing,
      message: `QuickBooks is not configured on this server. Set ${missing.join(', ')} and restart it.`,
    };
  }
  return {
    ok: true,
    settings: {
      clientId: qb.clientId,
      clientSecret: qb.clientSecret,
      redirectUri: qb.redirectUri,
      environment: qb.environment,
      ...(qb.oauthBaseUrl ? { oauthBaseUrl: qb.oauthBaseUrl } : {}),
      ...(qb.apiBaseUrl ? { apiBaseUrl: qb.apiBaseUrl } : {}),
      retry: { attempts: 6, baseDelayMs: qb.retryBaseDelayMs },
      pullDeadlineMs: qb.pullDeadlineMs,
    },
    cipher: createTokenCipher(qb.tokenEncryptionKey),
  };
}

import crypto from 'node:crypto';

export type TokenSettings = {
  accessTokenTtlSeconds: number;
  refreshTokenTtlSeconds: number;
  /** How long an authorization code may wait before it is exchanged. */
  codeTtlSeconds: number;
};

export type IssuedTokens = {
  token_type: 'bearer';
  access_token: string;
  refresh_token: string;
  expires_in: number;
  x_refresh_token_expires_in: number;
};

type Grant = { realmId: string; clientId: string; revoked: boolean };
type Code = { grant: Grant; redirectUri: string; expiresAt: number; used: boolean };
type Access = { grant: Grant; expiresAt: number };
type Refresh = { grant: Grant; expiresAt: number; superseded: boolean };

export type ExchangeResult =
  { ok: true; tokens: IssuedTokens } | { ok: false; error: 'invalid_grant' | 'invalid_request' };

export type AccessCheck =
  | { ok: true; realmId: string }
  | { ok: false; reason: 'missing' | 'unknown' | 'expired' | 'revoked' };

const randomToken = (prefix: string, bytes: number): string =>
  `${prefix}${crypto.randomBytes(bytes).toString('base64url')}`;

/**
 * Authorization codes, grants and tokens of the emulated Intuit OAuth server. Codes are single
 * use; every refresh rotates the refresh token and retires the one presented (stricter than Intuit,
 * which keeps the old one for a day), so a client that does not save the newest token fails fast.
 */
export function createTokenStore(settings: TokenSettings, now: () => number) {
  const codes = new Map<string, Code>();
  const accessTokens = new Map<string, Access>();
  const refreshTokens = new Map<string, Refresh>();
  const issued: string[] = [];

  const issue = (grant: Grant): IssuedTokens => {
    const accessToken = randomToken('eyJlbmMiOiJBMTI4Q0JDLUhTMjU2IiwiYWxnIjoiZGlyIn0..', 48);
    const refreshToken = randomToken('AB11', 36);
    accessTokens.set(accessToken, {
      grant,
      expiresAt: now() + settings.accessTokenTtlSeconds * 1000,
    });
    issued.push(accessToken, refreshToken);
    refreshTokens.set(refreshToken, {
      grant,
      expiresAt: now() + settings.refreshTokenTtlSeconds * 1000,
      superseded: false,
    });
    return {
      token_type: 'bearer',
      access_token: accessToken,
      refresh_token: refreshToken,
      expires_in: settings.accessTokenTtlSeconds,
      x_refresh_token_expires_in: settings.refreshTokenTtlSeconds,
    };
  };

  return {
    createCode(clientId: string, realmId: string, redirectUri: string): string {
      const code = randomToken('AB', 24);
      codes.set(code, {
        grant: { realmId, clientId, revoked: false },
        redirectUri,
        expiresAt: now() + settings.codeTtlSeconds * 1000,
        used: false,
      });
      return code;
    },

    exchangeCode(clientId: string, code: string, redirectUri: string): ExchangeResult {
      const entry = codes.get(code);
      if (!entry || entry.grant.clientId !== clientId) return { ok: false, error: 'invalid_grant' };
      if (entry.used || entry.expiresAt <= now()) return { ok: false, error: 'invalid_grant' };
      if (entry.redirectUri !== redirectUri) return { ok: false, error: 'invalid_grant' };
      entry.used = true;
      return { ok: true, tokens: issue(entry.grant) };
    },

    refresh(clientId: string, refreshToken: string): ExchangeResult {
      const entry = refreshTokens.get(refreshToken);
      if (!entry || entry.grant.clientId !== clientId) return { ok: false, error: 'invalid_grant' };
      if (entry.superseded || entry.grant.revoked || entry.expiresAt <= now()) {
        return { ok: false, error: 'invalid_grant' };
      }
      entry.superseded = true;
      return { ok: true, tokens: issue(entry.grant) };
    },

    /** Revokes the whole connection behind an access or refresh token, as Intuit does. */
    revoke(clientId: string, token: string): boolean {
      const entry = accessTokens.get(token) ?? refreshTokens.get(token);
      if (!entry || entry.grant.clientId !== clientId) return false;
      entry.grant.revoked = true;
      return true;
    },

    checkAccess(token: string | undefined): AccessCheck {
      if (!token) return { ok: false, reason: 'missing' };
      const entry = accessTokens.get(token);
      if (!entry) return { ok: false, reason: 'unknown' };
      if (entry.grant.revoked) return { ok: false, reason: 'revoked' };
      if (entry.expiresAt <= now()) return { ok: false, reason: 'expired' };
      return { ok: true, realmId: entry.grant.realmId };
    },

    /** Test control: every access and refresh token handed out, oldest first. */
    issuedTokens(): string[] {
      return [...issued];
    },

    /** Test control: every access token issued so far expires now. */
    expireAccessTokens(): void {
      for (const entry of accessTokens.values()) entry.expiresAt = now();
    },

    /** Test control: every grant so far is revoked, as when a user disconnects inside QuickBooks. */
    revokeAll(): void {
      for (const entry of refreshTokens.values()) entry.grant.revoked = true;
    },
  };
}

export type TokenStore = ReturnType<typeof createTokenStore>;

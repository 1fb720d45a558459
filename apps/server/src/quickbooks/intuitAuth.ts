import OAuthClient from 'intuit-oauth';
import { z } from 'zod';
import { fromOAuthFailure, QuickBooksError } from './quickbooksError.js';
import { SCOPE_ACCOUNTING } from './quickbooksSettings.js';
import type { QuickBooksSettings } from './quickbooksSettings.js';
import type { TokenSet } from './tokenSet.js';

const tokenResponseSchema = z.object({
  access_token: z.string().min(1),
  refresh_token: z.string().min(1),
  expires_in: z.coerce.number().positive(),
  x_refresh_token_expires_in: z.coerce.number().positive(),
});

// intuit-oauth keeps its endpoints in static fields. Intuit's own values are captured once here so
// that a client without overrides can put them back.
const INTUIT_ENDPOINTS = {
  authorizeEndpoint: OAuthClient.authorizeEndpoint,
  tokenEndpoint: OAuthClient.tokenEndpoint,
  revokeEndpoint: OAuthClient.revokeEndpoint,
  userInfoEndpoint: OAuthClient.userinfo_endpoint_sandbox,
};

export type IntuitAuth = {
  authorizeUri(state: string): string;
  /** Exchanges the code in Intuit's redirect (the callback URL with its query) for tokens. */
  exchangeCode(callbackUrl: string, realmId: string): Promise<TokenSet>;
  refresh(tokens: TokenSet): Promise<TokenSet>;
  revoke(tokens: TokenSet): Promise<void>;
};

/**
 * Intuit OAuth 2.0 through intuit-oauth, with its file logging off. A fresh OAuthClient per call
 * keeps one session's tokens out of another's.
 */
export function createIntuitAuth(settings: QuickBooksSettings, now: () => number): IntuitAuth {
  const endpoints = settings.oauthBaseUrl
    ? {
        authorizeEndpoint: `${settings.oauthBaseUrl}/connect/oauth2`,
        tokenEndpoint: `${settings.oauthBaseUrl}/oauth2/v1/tokens/bearer`,
        revokeEndpoint: `${settings.oauthBaseUrl}/oauth2/v1/tokens/revoke`,
        userInfoEndpoint: `${settings.oauthBaseUrl}/v1/openid_connect/userinfo`,
      }
    : INTUIT_ENDPOINTS;

  // The endpoints are read synchronously when a request is built, so setting them just before
  // each call keeps clients with different hosts (tests) from seeing each other's.
  const client = (): OAuthClient =>
    new OAuthClient({
      clientId: settings.clientId,
      clientSecret: settings.clientSecret,
      environment: settings.environment,
      redirectUri: settings.redirectUri,
      logging: false,
    }).setAuthorizeURLs(endpoints);

  const toTokenSet = (json: unknown, realmId: string, issuedAt: number): TokenSet => {
    const parsed = tokenResponseSchema.safeParse(json);
    if (!parsed.success) {
      throw new QuickBooksError(
        'unavailable',
        'QuickBooks answered the token request with something unreadable.',
      );
    }
    return {
      realmId,
      accessToken: parsed.data.access_token,
      refreshToken: parsed.data.refresh_token,
      accessTokenExpiresAt: issuedAt + parsed.data.expires_in * 1000,
      refreshTokenExpiresAt: issuedAt + parsed.data.x_refresh_token_expires_in * 1000,
    };
  };

  return {
    authorizeUri(state) {
      return client().authorizeUri({ scope: [SCOPE_ACCOUNTING], state });
    },

    async exchangeCode(callbackUrl, realmId) {
      const issuedAt = now();
      try {
        const response = await client().createToken(callbackUrl);
        return toTokenSet(response.json, realmId, issuedAt);
      } catch (error) {
        if (error instanceof QuickBooksError) throw error;
        throw fromOAuthFailure(error, 'connect');
      }
    },

    async refresh(tokens) {
      const issuedAt = now();
      try {
        const response = await client().refreshUsingToken(tokens.refreshToken);
        return toTokenSet(response.json, tokens.realmId, issuedAt);
      } catch (error) {
        if (error instanceof QuickBooksError) throw error;
        throw fromOAuthFailure(error, 'refresh');
      }
    },

    async revoke(tokens) {
      try {
        await client().revoke({ refresh_token: tokens.refreshToken });
      } catch (error) {
        throw fromOAuthFailure(error, 'revoke');
      }
    },
  };
}

import express from 'express';
import type { Request, Response, Router } from 'express';
import { consentPage, errorPage } from './consentPage.js';
import type { ConsentRequest } from './consentPage.js';
import type { TokenStore } from './tokenStore.js';

export const ACCOUNTING_SCOPE = 'com.intuit.quickbooks.accounting';

export type OAuthSettings = {
  clientId: string;
  clientSecret: string;
  /** Registered redirect URIs; empty means any http(s) URI on localhost or 127.0.0.1. */
  redirectUris: readonly string[];
  realmId: string;
  companyName: string;
};

function redirectAllowed(settings: OAuthSettings, uri: string): boolean {
  if (settings.redirectUris.length > 0) return settings.redirectUris.includes(uri);
  try {
    const url = new URL(uri);
    return /^https?:$/.test(url.protocol) && ['localhost', '127.0.0.1'].includes(url.hostname);
  } catch {
    return false;
  }
}

function withParams(uri: string, params: Record<string, string>): string {
  const url = new URL(uri);
  for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
  return url.toString();
}

/** The client's id if the Basic credentials match the registered app, else undefined. */
function authenticateClient(settings: OAuthSettings, req: Request): string | undefined {
  const header = req.get('authorization') ?? '';
  const match = /^Basic\s+(.+)$/i.exec(header);
  if (!match?.[1]) return undefined;
  const decoded = Buffer.from(match[1], 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  const id = decoded.slice(0, colon);
  const secret = decoded.slice(colon + 1);
  return colon > 0 && id === settings.clientId && secret === settings.clientSecret ? id : undefined;
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

function oauthError(res: Response, status: number, error: string, description?: string): void {
  res.status(status).json(description ? { error, error_description: description } : { error });
}

/**
 * Intuit's OAuth 2.0 endpoints: the authorize page with consent, the token endpoint
 * (authorization_code and refresh_token grants) and revocation.
 */
export function oauthRouter(settings: OAuthSettings, tokens: TokenStore): Router {
  const router = express.Router();
  router.use(express.urlencoded({ extended: false, limit: '16kb' }));
  router.use(express.json({ limit: '16kb' }));

  router.get('/connect/oauth2', (req, res) => {
    const clientId = text(req.query.client_id);
    const redirectUri = text(req.query.redirect_uri);
    if (clientId !== settings.clientId) {
      res
        .status(400)
        .type('html')
        .send(errorPage('Invalid client', 'The client_id is not a registered app.'));
      return;
    }
    if (!redirectAllowed(settings, redirectUri)) {
      res
        .status(400)
        .type('html')
        .send(
          errorPage('Invalid redirect URI', 'The redirect_uri is not registered for this app.'),
        );
      return;
    }
    const state = text(req.query.state);
    const scope = text(req.query.scope);
    if (text(req.query.response_type) !== 'code') {
      res.redirect(withParams(redirectUri, { error: 'unsupported_response_type', state }));
      return;
    }
    if (!scope.split(' ').includes(ACCOUNTING_SCOPE)) {
      res.redirect(withParams(redirectUri, { error: 'invalid_scope', state }));
      return;
    }
    const request: ConsentRequest = { clientId, redirectUri, scope, state };
    res.type('html').send(consentPage(settings.companyName, request));
  });

  router.post('/connect/oauth2/consent', (req, res) => {
    const body = (req.body ?? {}) as Record<string, unknown>;
    const redirectUri = text(body.redirectUri);
    const state = text(body.state);
    if (text(body.clientId) !== settings.clientId || !redirectAllowed(settings, redirectUri)) {
      res
        .status(400)
        .type('html')
        .send(errorPage('Invalid request', 'The consent form was altered.'));
      return;
    }
    if (text(body.decision) !== 'approve') {
      res.redirect(withParams(redirectUri, { error: 'access_denied', state }));
      return;
    }
    const code = tokens.createCode(settings.clientId, settings.realmId, redirectUri);
    res.redirect(withParams(redirectUri, { code, state, realmId: settings.realmId }));
  });

  router.post('/oauth2/v1/tokens/bearer', (req, res) => {
    const clientId = authenticateClient(settings, req);
    if (!clientId) {
      oauthError(res, 401, 'invalid_client');
      return;
    }
    const body = (req.body ?? {}) as Record<string, unknown>;
    const grantType = text(body.grant_type);
    let result;
    if (grantType === 'authorization_code') {
      if (!text(body.code) || !text(body.redirect_uri)) {
        oauthError(res, 400, 'invalid_request');
        return;
      }
      result = tokens.exchangeCode(clientId, text(body.code), text(body.redirect_uri));
    } else if (grantType === 'refresh_token') {
      if (!text(body.refresh_token)) {
        oauthError(res, 400, 'invalid_request');
        return;
      }
      result = tokens.refresh(clientId, text(body.refresh_token));
    } else {
      oauthError(res, 400, 'unsupported_grant_type');
      return;
    }
    if (!result.ok) {
      oauthError(res, 400, result.error);
      return;
    }
    res.set('Cache-Control', 'no-cache, no-store').json(result.tokens);
  });

  router.post('/oauth2/v1/tokens/revoke', (req, res) => {
    const clientId = authenticateClient(settings, req);
    if (!clientId) {
      oauthError(res, 401, 'invalid_client');
      return;
    }
    const token = text((req.body as Record<string, unknown> | undefined)?.token);
    if (!token) {
      oauthError(res, 400, 'invalid_request');
      return;
    }
    // As RFC 7009 asks, an unknown token is not an error: there is nothing left to revoke.
    tokens.revoke(clientId, token);
    res.status(200).end();
  });

  return router;
}

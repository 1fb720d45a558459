import { toNodeHandler } from 'better-auth/node';
import type { RequestHandler } from 'express';
import { CLIENT_IP_HEADER } from './auth.js';
import type { Auth } from './auth.js';

/** The routes after whose success the browser's anonymous session is replaced (http/sessions.ts). */
export const SIGN_IN_AND_OUT_PATHS: ReadonlySet<string> = new Set(
  ['/sign-in/email', '/sign-up/email', '/sign-out'].map((route) => `/api/auth${route}`),
);

/**
 * better-auth's routes (/api/auth/*). The client address better-auth rate limits by is Express's
 * `req.ip`, and the scheme its request URL is built with is Express's `req.protocol`: both believe
 * only the configured proxy hops, so whatever a client sent in those headers itself is overwritten.
 */
export function authHandler(auth: Auth): RequestHandler {
  const handle = toNodeHandler(auth);
  return (req, res, next) => {
    req.headers[CLIENT_IP_HEADER] = req.ip ?? req.socket.remoteAddress ?? '';
    req.headers['x-forwarded-proto'] = req.protocol;
    delete req.headers['x-forwarded-host'];
    handle(req, res).catch(next);
  };
}

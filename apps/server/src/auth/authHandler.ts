import type { ServerResponse } from 'node:http';
import { toNodeHandler } from 'better-auth/node';
import type { RequestHandler } from 'express';
import { CLIENT_IP_HEADER } from './auth.js';
import type { Auth } from './auth.js';

/** Adds the Secure attribute to every cookie the response sets that lacks it. */
function secureCookies(res: ServerResponse): void {
  const setHeader = res.setHeader.bind(res);
  res.setHeader = (name, value) => {
    if (name.toLowerCase() !== 'set-cookie') return setHeader(name, value);
    const cookies = (Array.isArray(value) ? value : [String(value)]).map((cookie) =>
      /;\s*secure\s*(;|$)/i.test(cookie) ? cookie : `${cookie}; Secure`,
    );
    return setHeader(name, cookies);
  };
}

/** The routes after whose success the browser's anonymous session is replaced (http/sessions.ts). */
export const SIGN_IN_AND_OUT_PATHS: ReadonlySet<string> = new Set(
  ['/sign-in/email', '/sign-up/email', '/sign-out'].map((route) => `/api/auth${route}`),
);

/**
 * better-auth's routes (/api/auth/*). The client address better-auth rate limits by is Express's
 * `req.ip`, and the scheme its request URL is built with is Express's `req.protocol`: both believe
 * only the configured proxy hops, so whatever a client sent in those headers itself is overwritten.
 * better-auth marks its cookies Secure only when PUBLIC_URL is https; a request that came over
 * HTTPS gets them Secure whatever PUBLIC_URL says, so they never travel over plain HTTP.
 */
export function authHandler(auth: Auth): RequestHandler {
  const handle = toNodeHandler(auth);
  return (req, res, next) => {
    req.headers[CLIENT_IP_HEADER] = req.ip ?? req.socket.remoteAddress ?? '';
    req.headers['x-forwarded-proto'] = req.protocol;
    delete req.headers['x-forwarded-host'];
    if (req.secure) secureCookies(res);
    handle(req, res).catch(next);
  };
}

import crypto from 'node:crypto';
import type { Request, RequestHandler, Response } from 'express';

export const SESSION_COOKIE = 'cashline_session';

const SESSION_MAX_AGE_MS = 400 * 24 * 60 * 60 * 1000;
const SESSION_ID = /^[A-Za-z0-9_-]{32}$/;

export type Session = { id: string; isNew: boolean };

const sessions = new WeakMap<Request, Session>();

/**
 * Gives every browser an anonymous session: the id lives in a signed, httpOnly, SameSite=Lax cookie
 * (Secure when the request came over HTTPS or `alwaysSecure`, as when PUBLIC_URL is https). Needs
 * cookie-parser with the secret mounted before it.
 */
export function sessionMiddleware({ alwaysSecure = false } = {}): RequestHandler {
  return (req, res, next) => {
    const signed: unknown = req.signedCookies?.[SESSION_COOKIE];
    if (typeof signed === 'string' && SESSION_ID.test(signed)) {
      sessions.set(req, { id: signed, isNew: false });
    } else {
      issueSession(req, res, alwaysSecure);
    }
    next();
  };
}

function issueSession(req: Request, res: Response, alwaysSecure: boolean): void {
  const id = crypto.randomBytes(24).toString('base64url');
  sessions.set(req, { id, isNew: true });
  res.cookie(SESSION_COOKIE, id, {
    signed: true,
    httpOnly: true,
    sameSite: 'lax',
    secure: alwaysSecure || req.secure,
    path: '/',
    maxAge: SESSION_MAX_AGE_MS,
  });
}

/**
 * Gives the browser a new anonymous session once a request to one of `paths` (sign-in, sign-up,
 * sign-out) has succeeded, so that what was made under the old one (upload pages, a QuickBooks
 * connection) stays with the old id: a cookie planted before sign-in, or left behind at sign-out,
 * reaches none of it afterwards.
 * Wraps writeHead because better-auth writes its own Set-Cookie headers and then the status.
 * Needs cookie-parser with the secret mounted before it.
 */
export function rotateSessionOnSuccess(
  paths: ReadonlySet<string>,
  { alwaysSecure = false } = {},
): RequestHandler {
  return (req, res, next) => {
    if (!paths.has(req.path)) {
      next();
      return;
    }
    const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => Response;
    res.writeHead = ((status: number, ...rest: unknown[]) => {
      if (status < 400) issueSession(req, res, alwaysSecure);
      return writeHead(status, ...rest);
    }) as Response['writeHead'];
    next();
  };
}

/** The caller's session; every route under /api has one. */
export function getSession(req: Request): Session {
  const session = sessions.get(req);
  if (!session)
    throw new Error('getSession called on a request the session middleware did not see');
  return session;
}

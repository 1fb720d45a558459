import crypto from 'node:crypto';
import type { Request, RequestHandler } from 'express';

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

import { getSessionCookie } from 'better-auth/cookies';
import { fromNodeHeaders } from 'better-auth/node';
import type { Request } from 'express';
import { getSession } from '../http/sessions.js';
import type { Auth } from './auth.js';
import { sessionOf } from './authSession.js';

/**
 * Who owns what a request leaves on the server for later (an export file, upload pages): the
 * signed-in user, so that no other browser and nothing after sign-out reaches it; signed out, the
 * anonymous session. Session ids are base64url, so a `user:` key never meets one. A request without
 * better-auth's cookie is signed out without asking the database.
 */
export async function requestOwnerOf(auth: Auth, req: Request): Promise<string> {
  const signedIn = getSessionCookie(fromNodeHeaders(req.headers))
    ? await sessionOf(auth, req)
    : undefined;
  return signedIn ? `user:${signedIn.user.id}` : getSession(req).id;
}

import type { Request } from 'express';
import type { Auth } from '../auth/auth.js';
import { sessionOf } from '../auth/authSession.js';
import { roleIn } from '../auth/memberships.js';
import { getSession } from '../http/sessions.js';

/**
 * Whose QuickBooks connection (and pending authorization) a request reaches: the signed-in user's
 * active organisation, shared by its members and by no one else; signed out, the anonymous session
 * (decisions.md). Session ids are base64url, so an `org:` key never meets one.
 */
export async function connectionOwnerOf(auth: Auth, req: Request): Promise<string> {
  const signedIn = await sessionOf(auth, req);
  const orgId = signedIn?.session.activeOrganizationId;
  if (signedIn && orgId && (await roleIn(auth, signedIn.user.id, orgId))) return `org:${orgId}`;
  return getSession(req).id;
}

import type { Request } from 'express';
import type { Auth } from '../auth/auth.js';
import { sessionOf } from '../auth/authSession.js';
import { roleIn } from '../auth/memberships.js';
import { roleAtLeast } from '../auth/roles.js';
import type { MemberRole } from '../auth/roles.js';
import { HttpError } from '../http/httpError.js';
import { getSession } from '../http/sessions.js';

/** What a member does with the organisation's QuickBooks connection. */
export type QuickBooksAction = 'status' | 'pull' | 'connect';

/** The least role for each action: anyone sees the status, editors pull, admins (dis)connect. */
const LEAST_ROLE: Record<QuickBooksAction, MemberRole> = {
  status: 'viewer',
  pull: 'editor',
  connect: 'admin',
};

const REFUSAL: Record<QuickBooksAction, string> = {
  status: 'see the QuickBooks connection; it needs viewer or above',
  pull: 'pull from QuickBooks into the ledger; it needs editor or above',
  connect: 'connect or disconnect QuickBooks; it needs an owner or admin',
};

/**
 * Whose QuickBooks connection (and pending authorization) a request reaches: the signed-in user's
 * active organisation, shared by its members and by no one else; signed out, the anonymous session
 * (decisions.md). Session ids are base64url, so an `org:` key never meets one. A member whose role
 * is too low for `action` is refused (403 role_too_low) before anything is read or changed; an
 * anonymous session owns its connection and may do everything with it.
 */
export async function connectionOwnerOf(
  auth: Auth,
  req: Request,
  action: QuickBooksAction,
): Promise<string> {
  const signedIn = await sessionOf(auth, req);
  const orgId = signedIn?.session.activeOrganizationId;
  const role = signedIn && orgId ? await roleIn(auth, signedIn.user.id, orgId) : undefined;
  if (!orgId || !role) return getSession(req).id;
  if (!roleAtLeast(role, LEAST_ROLE[action])) {
    throw new HttpError(403, 'role_too_low', `Your role (${role}) cannot ${REFUSAL[action]}.`);
  }
  return `org:${orgId}`;
}

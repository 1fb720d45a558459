import type { Request, RequestHandler } from 'express';
import { HttpError } from '../http/httpError.js';
import type { Auth } from './auth.js';
import { sessionOf } from './authSession.js';
import { roleIn } from './memberships.js';
import { roleAtLeast } from './roles.js';
import type { MemberRole } from './roles.js';

/** Who is calling an /api/orgs/:orgId route, as requireMember established it. */
export type Member = { userId: string; email: string; organizationId: string; role: MemberRole };

const members = new WeakMap<Request, Member>();

/**
 * For routes under /api/orgs/:orgId: 401 when signed out, 404 when the caller is not a member of
 * :orgId (the same answer as for an organisation that does not exist), 403 when their role is below
 * `minRole`. Then `getMember(req)` says who they are.
 */
export function requireMember(auth: Auth, minRole: MemberRole): RequestHandler {
  return async (req, _res, next) => {
    const signedIn = await sessionOf(auth, req);
    if (!signedIn) throw new HttpError(401, 'signed_out', 'Sign in to continue.');
    const param = req.params.orgId;
    const organizationId = typeof param === 'string' ? param : undefined;
    const role = organizationId ? await roleIn(auth, signedIn.user.id, organizationId) : undefined;
    if (!organizationId || !role) {
      throw new HttpError(404, 'organization_not_found', 'There is no such organization.');
    }
    if (!roleAtLeast(role, minRole)) {
      throw new HttpError(
        403,
        'role_too_low',
        `Your role (${role}) cannot do this; it needs ${minRole} or above.`,
      );
    }
    members.set(req, {
      userId: signedIn.user.id,
      email: signedIn.user.email,
      organizationId,
      role,
    });
    next();
  };
}

/** The member requireMember let through; throws when the route forgot to require one. */
export function getMember(req: Request): Member {
  const member = members.get(req);
  if (!member) throw new Error('getMember called on a route without requireMember');
  return member;
}

import crypto from 'node:crypto';
import type { AuthContext, DBAdapter } from 'better-auth';

type NewUser = { id: string; name: string; email: string };
type InvitationRow = { email: string; status: string; expiresAt: Date };
type MemberRow = { organizationId: string; createdAt: Date };

export const ORGANIZATION_NAME_MAX = 100;

function stringField(body: unknown, key: string): string | undefined {
  if (typeof body !== 'object' || body === null || !(key in body)) return undefined;
  const value: unknown = (body as Record<string, unknown>)[key];
  return typeof value === 'string' ? value : undefined;
}

/** The organisation name a sign-up asked for, or "<name>'s business". */
export function firstOrganizationName(userName: string, body: unknown): string {
  const asked =
    typeof body === 'object' &&
    body !== null &&
    'orgName' in body &&
    typeof body.orgName === 'string'
      ? body.orgName.trim().slice(0, ORGANIZATION_NAME_MAX)
      : '';
  return asked || `${userName.trim() || 'My'}'s business`;
}

function slugOf(name: string): string {
  const base = name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40);
  return `${base || 'business'}-${crypto.randomBytes(4).toString('hex')}`;
}

/** The organisation the user joined first, if any. */
export async function firstOrganizationOf(
  adapter: DBAdapter,
  userId: string,
): Promise<string | undefined> {
  const members = await adapter.findMany<MemberRow>({
    model: 'member',
    where: [{ field: 'userId', value: userId }],
    sortBy: { field: 'createdAt', direction: 'asc' },
    limit: 1,
  });
  return members[0]?.organizationId;
}

/** True when the sign-up came through a pending invitation to this user's e-mail. */
async function signsUpToJoin(adapter: DBAdapter, user: NewUser, body: unknown) {
  const invitationId = stringField(body, 'invitationId');
  if (!invitationId) return false;
  const invitation = await adapter.findOne<InvitationRow>({
    model: 'invitation',
    where: [{ field: 'id', value: invitationId }],
  });
  return (
    invitation !== null &&
    invitation.status === 'pending' &&
    new Date(invitation.expiresAt).getTime() > Date.now() &&
    invitation.email.toLowerCase() === user.email.toLowerCase()
  );
}

/**
 * Sign-up creates the user's first organisation, with the user as owner; unless they sign up to
 * accept an invitation, when the organisation they join is their first. It is made with the user,
 * not with a session: where e-mail is set up, the first session starts only once the address is
 * confirmed, and starts in this organisation (`firstOrganizationOf`).
 */
export async function createFirstOrganization(
  adapter: DBAdapter,
  user: NewUser,
  body: unknown,
): Promise<void> {
  if (await signsUpToJoin(adapter, user, body)) return;
  const now = new Date();
  const name = firstOrganizationName(user.name, body);
  const organization = await adapter.create<
    { name: string; slug: string; createdAt: Date },
    { id: string }
  >({
    model: 'organization',
    data: { name, slug: slugOf(name), createdAt: now },
  });
  await adapter.create({
    model: 'member',
    data: { organizationId: organization.id, userId: user.id, role: 'owner', createdAt: now },
  });
}

/** A session made before its user's organisation existed (sign-up's own) starts in it. */
export async function activateFirstOrganization(
  context: AuthContext,
  session: { token: string; userId: string },
): Promise<void> {
  const organizationId = await firstOrganizationOf(context.adapter, session.userId);
  if (!organizationId) return;
  await context.internalAdapter.updateSession(session.token, {
    activeOrganizationId: organizationId,
  });
}

import crypto from 'node:crypto';
import type { AuthContext, DBAdapter } from 'better-auth';

type NewSession = { session: { token: string }; user: { id: string; name: string } };
type MemberRow = { organizationId: string; createdAt: Date };

export const ORGANIZATION_NAME_MAX = 100;

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

/** Sign-up creates the user's first organisation, with the user as owner, and makes it active. */
export async function createFirstOrganization(
  context: AuthContext,
  created: NewSession,
  body: unknown,
): Promise<void> {
  const now = new Date();
  const name = firstOrganizationName(created.user.name, body);
  const organization = await context.adapter.create<
    { name: string; slug: string; createdAt: Date },
    { id: string }
  >({
    model: 'organization',
    data: { name, slug: slugOf(name), createdAt: now },
  });
  await context.adapter.create({
    model: 'member',
    data: {
      organizationId: organization.id,
      userId: created.user.id,
      role: 'owner',
      createdAt: now,
    },
  });
  await context.internalAdapter.updateSession(created.session.token, {
    activeOrganizationId: organization.id,
  });
}

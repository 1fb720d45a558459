import type { Auth } from './auth.js';
import { isMemberRole } from './roles.js';
import type { MemberRole } from './roles.js';

export type Membership = { organizationId: string; organizationName: string; role: MemberRole };

type MemberRow = { organizationId: string; role: string; createdAt: Date };
type OrganizationRow = { id: string; name: string };

/** The user's role in the organisation, or undefined when not a member (or the id is unknown). */
export async function roleIn(
  auth: Auth,
  userId: string,
  organizationId: string,
): Promise<MemberRole | undefined> {
  const { adapter } = await auth.$context;
  const member = await adapter.findOne<MemberRow>({
    model: 'member',
    where: [
      { field: 'organizationId', value: organizationId },
      { field: 'userId', value: userId },
    ],
  });
  return member && isMemberRole(member.role) ? member.role : undefined;
}

/** Every organisation the user belongs to, oldest membership first. */
export async function membershipsOf(auth: Auth, userId: string): Promise<Membership[]> {
  const { adapter } = await auth.$context;
  const members = await adapter.findMany<MemberRow>({
    model: 'member',
    where: [{ field: 'userId', value: userId }],
    sortBy: { field: 'createdAt', direction: 'asc' },
  });
  if (members.length === 0) return [];
  const organizations = await adapter.findMany<OrganizationRow>({
    model: 'organization',
    where: [{ field: 'id', operator: 'in', value: members.map((m) => m.organizationId) }],
  });
  const names = new Map(organizations.map((o) => [o.id, o.name]));
  return members.flatMap((m) => {
    const name = names.get(m.organizationId);
    return name !== undefined && isMemberRole(m.role)
      ? [{ organizationId: m.organizationId, organizationName: name, role: m.role }]
      : [];
  });
}

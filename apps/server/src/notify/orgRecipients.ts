import type { Auth } from '../auth/auth.js';
import { isMemberRole, roleAtLeast } from '../auth/roles.js';
import type { MemberRole } from '../auth/roles.js';

export type Recipient = { userId: string; email: string; name: string; role: MemberRole };

type MemberRow = { userId: string; role: string };
type UserRow = { id: string; email: string; name: string };

/**
 * The organisation's members of at least `minRole`, with their addresses: the only people the
 * server writes to about an organisation.
 */
export async function orgRecipients(
  auth: Auth,
  organizationId: string,
  minRole: MemberRole,
): Promise<Recipient[]> {
  const { adapter } = await auth.$context;
  const members = await adapter.findMany<MemberRow>({
    model: 'member',
    where: [{ field: 'organizationId', value: organizationId }],
  });
  const roles = new Map<string, MemberRole>();
  for (const member of members) {
    if (isMemberRole(member.role) && roleAtLeast(member.role, minRole)) {
      roles.set(member.userId, member.role);
    }
  }
  if (roles.size === 0) return [];
  const users = await adapter.findMany<UserRow>({
    model: 'user',
    where: [{ field: 'id', operator: 'in', value: [...roles.keys()] }],
  });
  return users
    .flatMap((user) => {
      const role = roles.get(user.id);
      return role ? [{ userId: user.id, email: user.email, name: user.name, role }] : [];
    })
    .sort((a, b) => a.email.localeCompare(b.email));
}

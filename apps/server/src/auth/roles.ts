import { createAccessControl } from 'better-auth/plugins/access';
import { adminAc, defaultStatements, ownerAc } from 'better-auth/plugins/organization/access';

/** Roles in an organisation, weakest first: a viewer only reads, an editor also writes the ledger. */
export const MEMBER_ROLES = ['viewer', 'editor', 'admin', 'owner'] as const;
export type MemberRole = (typeof MEMBER_ROLES)[number];

export function isMemberRole(value: string): value is MemberRole {
  return (MEMBER_ROLES as readonly string[]).includes(value);
}

/** True when `role` may do what `minRole` may. */
export function roleAtLeast(role: MemberRole, minRole: MemberRole): boolean {
  return MEMBER_ROLES.indexOf(role) >= MEMBER_ROLES.indexOf(minRole);
}

const statements = { ...defaultStatements, ledger: ['read', 'write'] } as const;

export const accessControl = createAccessControl(statements);

/** better-auth's organisation permissions per role, plus the ledger's. */
export const roles = {
  owner: accessControl.newRole({ ...ownerAc.statements, ledger: ['read', 'write'] }),
  admin: accessControl.newRole({ ...adminAc.statements, ledger: ['read', 'write'] }),
  editor: accessControl.newRole({ ac: ['read'], ledger: ['read', 'write'] }),
  viewer: accessControl.newRole({ ac: ['read'], ledger: ['read'] }),
};

import { z } from 'zod';
import { apiJson } from '../api/apiClient';
import { ROLES } from './authApi';
import type { Role } from './authApi';

const roleSchema = z.enum(ROLES);

const membersSchema = z.object({
  members: z.array(
    z.object({
      id: z.string(),
      userId: z.string(),
      role: roleSchema,
      user: z.object({ name: z.string(), email: z.string() }),
    }),
  ),
});

export type TeamMember = z.infer<typeof membersSchema>['members'][number];

const invitationSchema = z.object({
  id: z.string(),
  email: z.string(),
  role: roleSchema,
  status: z.string(),
});

export type PendingInvitation = z.infer<typeof invitationSchema>;

const invitationDetailsSchema = invitationSchema.extend({
  organizationId: z.string(),
  organizationName: z.string(),
  inviterEmail: z.string(),
});

export type InvitationDetails = z.infer<typeof invitationDetailsSchema>;

const post = (path: string, body: unknown) =>
  apiJson(`/auth/organization${path}`, { method: 'POST', body: JSON.stringify(body) });

const query = (params: Record<string, string>) => new URLSearchParams(params).toString();

export async function listMembers(organizationId: string): Promise<TeamMember[]> {
  const body = await apiJson(`/auth/organization/list-members?${query({ organizationId })}`);
  return membersSchema.parse(body).members;
}

export async function listPendingInvitations(organizationId: string): Promise<PendingInvitation[]> {
  const body = await apiJson(`/auth/organization/list-invitations?${query({ organizationId })}`);
  return z
    .array(invitationSchema)
    .parse(body)
    .filter((invitation) => invitation.status === 'pending');
}

/** Invites `email`; answers the invitation's id, which names its link (/invite/<id>). */
export async function inviteMember(
  organizationId: string,
  email: string,
  role: Role,
): Promise<string> {
  const body = await post('/invite-member', { organizationId, email, role });
  return z.object({ id: z.string() }).parse(body).id;
}

export async function cancelInvitation(invitationId: string): Promise<void> {
  await post('/cancel-invitation', { invitationId });
}

export async function updateMemberRole(
  organizationId: string,
  memberId: string,
  role: Role,
): Promise<void> {
  await post('/update-member-role', { organizationId, memberId, role });
}

export async function removeMember(organizationId: string, memberId: string): Promise<void> {
  await post('/remove-member', { organizationId, memberIdOrEmail: memberId });
}

export async function getInvitation(id: string): Promise<InvitationDetails> {
  return invitationDetailsSchema.parse(
    await apiJson(`/auth/organization/get-invitation?${query({ id })}`),
  );
}

export async function acceptInvitation(invitationId: string): Promise<void> {
  await post('/accept-invitation', { invitationId });
}

/** The absolute link an invitee opens. */
export function invitationLink(id: string): string {
  return `${window.location.origin}/invite/${encodeURIComponent(id)}`;
}

import { APIError, getSessionFromCtx } from 'better-auth/api';
import type { GenericEndpointContext } from 'better-auth';
import { isMemberRole, roleAtLeast } from './roles.js';

/**
 * Before a member is removed: only owners and admins may (our roles give no one else better-auth's
 * member:delete). better-auth refuses the others itself, but with 401, which tells a signed-in
 * member to sign in; they are refused here with 403 and the same words.
 */
export async function refuseRemovalBelowAdmin(ctx: GenericEndpointContext): Promise<void> {
  const signedIn = await getSessionFromCtx(ctx);
  if (!signedIn) return;
  const body: unknown = ctx.body;
  const asked =
    typeof body === 'object' && body !== null && 'organizationId' in body
      ? String(body.organizationId)
      : undefined;
  const organizationId = asked || signedIn.session.activeOrganizationId;
  if (!organizationId) return;
  const member = await ctx.context.adapter.findOne<{ role: string }>({
    model: 'member',
    where: [
      { field: 'organizationId', value: organizationId },
      { field: 'userId', value: signedIn.user.id },
    ],
  });
  if (!member || !isMemberRole(member.role) || roleAtLeast(member.role, 'admin')) return;
  throw new APIError('FORBIDDEN', { message: 'You are not allowed to delete this member' });
}

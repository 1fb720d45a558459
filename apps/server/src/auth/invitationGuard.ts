import { APIError, createEmailVerificationToken, getSessionFromCtx } from 'better-auth/api';
import type { GenericEndpointContext } from 'better-auth';
import type { Config } from '../config.js';
import { rateLimitHitRepository } from '../db/rateLimitHitRepository.js';
import type { SqlDatabase } from '../db/sqlDatabase.js';
import type { AuthMail } from './authMail.js';

/** Invitations one member may send a day, and one organisation's members together. */
export const INVITATIONS_PER_MEMBER_PER_DAY = 20;
export const INVITATIONS_PER_ORGANISATION_PER_DAY = 50;
const DAY_MS = 24 * 60 * 60 * 1000;

export const TOO_MANY_INVITATIONS =
  'Too many invitations were sent today from your account or organisation. Try again tomorrow.';
export const confirmAddressFirst = (email: string) =>
  `Confirm your e-mail address before inviting anyone: we have sent a new confirmation link to ${email}.`;

export const confirmAddressToJoin = (email: string) =>
  `Confirm your e-mail address before joining: we have sent a new confirmation link to ${email}.`;

type GuardDeps = { config: Config; sql: SqlDatabase; mail: AuthMail; now: () => Date };

/**
 * Before an invitation is sent by e-mail: the inviter's own address must be confirmed (else
 * anyone could sign up and have the operator's mail server write to whomever they like), and
 * each member and organisation sends a bounded number a day.
 */
export function invitationGuard({ config, sql, mail, now }: GuardDeps) {
  const hits = rateLimitHitRepository(sql);
  const requireConfirmedAddress = confirmedAddressCheck(config, mail);
  return async (ctx: GenericEndpointContext): Promise<void> => {
    const signedIn = await getSessionFromCtx(ctx);
    // Without a session better-auth refuses the invitation itself.
    if (!signedIn) return;
    const { user, session } = signedIn;
    await requireConfirmedAddress(ctx, user, confirmAddressFirst(user.email));
    const body: unknown = ctx.body;
    const asked =
      typeof body === 'object' && body !== null && 'organizationId' in body
        ? String(body.organizationId)
        : undefined;
    const organizationId = asked ?? session.activeOrganizationId ?? '';
    const at = now();
    const byMember = await hits.hit(`invitation-member:${user.id}`, at, DAY_MS);
    const byOrganisation = await hits.hit(`invitation-org:${organizationId}`, at, DAY_MS);
    if (
      byMember.totalHits > INVITATIONS_PER_MEMBER_PER_DAY ||
      byOrganisation.totalHits > INVITATIONS_PER_ORGANISATION_PER_DAY
    ) {
      // A refused invitation is not one sent: it uses up nothing.
      await hits.unhit(`invitation-member:${user.id}`, at);
      await hits.unhit(`invitation-org:${organizationId}`, at);
      throw new APIError('TOO_MANY_REQUESTS', { message: TOO_MANY_INVITATIONS });
    }
  };
}

/**
 * Before an invitation is accepted: where e-mail is sent, the invitation's link is a secret sent
 * to one address, and only someone who has shown they read that address may join with it (else
 * anyone could sign up with the invitee's address and take the invitation).
 */
export function acceptanceGuard({ config, mail }: Pick<GuardDeps, 'config' | 'mail'>) {
  const requireConfirmedAddress = confirmedAddressCheck(config, mail);
  return async (ctx: GenericEndpointContext): Promise<void> => {
    const signedIn = await getSessionFromCtx(ctx);
    if (!signedIn) return;
    await requireConfirmedAddress(ctx, signedIn.user, confirmAddressToJoin(signedIn.user.email));
  };
}

/** Refuses (403 with `message`) a user whose address is unconfirmed, sending them a new link. */
function confirmedAddressCheck(config: Config, mail: AuthMail) {
  return async (
    ctx: GenericEndpointContext,
    user: { email: string; emailVerified: boolean },
    message: string,
  ): Promise<void> => {
    if (!mail.sends || user.emailVerified) return;
    const token = await createEmailVerificationToken(ctx.context.secret, user.email);
    await mail.verification(
      user.email,
      `${config.publicUrl}/api/auth/verify-email?token=${encodeURIComponent(token)}&callbackURL=%2Faccount%2Fteam`,
    );
    throw new APIError('FORBIDDEN', { message });
  };
}

import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { ApiRoutes } from '../../http/apiRoutes.js';
import type { MemberAccess } from '../../ledger/memberAccess.js';
import { memberChoices, setMemberChoices } from '../../notify/memberNotifications.js';
import { orgParams } from './orgParams.js';

const choicesSchema = z.object({
  lowCash: z.boolean().describe('E-mail when the forecast falls below a minimum within 13 weeks.'),
  digest: z.boolean().describe('A weekly digest, Monday morning.'),
});
const answerSchema = choicesSchema.extend({
  mailEnabled: z
    .boolean()
    .describe('False when this installation sends no e-mail: alerts show in the app only.'),
});
/** A time zone this server knows (IANA, e.g. Europe/London). */
const timeZoneSchema = z
  .string()
  .max(64)
  .refine(
    (zone) => {
      try {
        new Intl.DateTimeFormat('en-US', { timeZone: zone });
        return true;
      } catch {
        return false;
      }
    },
    { message: 'Not a time zone (expected a name such as Europe/London)' },
  )
  .describe("The member's time zone: the digest comes on Monday morning there.");

const changeSchema = choicesSchema
  .partial()
  .extend({ timeZone: timeZoneSchema.optional() })
  .refine((changes) => Object.keys(changes).length > 0, { message: 'Nothing to change' });

const errors = { 401: 'Not signed in.', 404: 'Not a member of this organisation.' };

/** Each member's own choice of the e-mails they get about the organisation. */
export function notificationChoiceRoutes(ctx: AppContext, access: MemberAccess): ApiRoutes {
  const db = ctx.sql.kysely;
  // The same rule as every e-mail the server sends (SMTP_URL and PUBLIC_URL both set).
  const mailEnabled = ctx.authMail.sends;
  const answer = async (member: ReturnType<MemberAccess['memberOf']>) => ({
    ...(await memberChoices(db, member.organizationId, member.userId, member.role)),
    mailEnabled,
  });
  return new ApiRoutes()
    .get(
      '/',
      {
        summary: 'The e-mails the caller gets about this organisation',
        description:
          'Until a member chooses, owners and admins get low-cash alerts; no one the digest.',
        params: orgParams,
        before: [access.require('viewer')],
        responses: { 200: { description: 'The choices.', schema: answerSchema } },
        errors,
      },
      async (_input, req, res) => {
        res.set('Cache-Control', 'no-store').json(await answer(access.memberOf(req)));
      },
    )
    .put(
      '/',
      {
        summary: 'Choose the e-mails the caller gets about this organisation',
        description: 'Any member, viewers included: it is their own mailbox.',
        params: orgParams,
        body: changeSchema,
        before: [access.require('viewer')],
        responses: { 200: { description: 'The choices now.', schema: answerSchema } },
        errors,
      },
      async ({ body }, req, res) => {
        const member = access.memberOf(req);
        await setMemberChoices(
          db,
          { orgId: member.organizationId, userId: member.userId },
          body,
          ctx.now().toISOString(),
        );
        res.json(await answer(member));
      },
    );
}

import type { MailBody } from '@cashline/core';
import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import type { Auth } from '../auth/auth.js';
import type { AppContext } from '../context.js';
import type { Tables } from '../db/tables.js';
import { createMailer } from './mailer.js';
import type { Mailer } from './mailer.js';
import type { NoticeKind } from './memberNotifications.js';
import { unsubscribeHeaders, unsubscribeToken, unsubscribeUrl } from './unsubscribeLink.js';

/** What the server's notices (alerts, digests) are computed and sent with. */
export type NoticeDeps = {
  db: Kysely<Tables>;
  auth: Auth;
  mailer: Mailer | undefined;
  publicUrl: string | undefined;
  /** Signs the unsubscribe links. */
  secret: string;
  now: () => Date;
  logger: Pick<Logger, 'warn'>;
};

export function noticeDepsOf(ctx: AppContext): NoticeDeps {
  return {
    db: ctx.sql.kysely,
    auth: ctx.auth,
    mailer: createMailer(ctx.config),
    publicUrl: ctx.config.publicUrl,
    secret: ctx.sessionSecret,
    now: ctx.now,
    logger: ctx.logger,
  };
}

/**
 * E-mails one notice to one member with its signed unsubscribe link (in the body and as
 * List-Unsubscribe). A failure is logged, not thrown, so the other members still get theirs;
 * answers whether it went.
 */
export async function sendNotice(
  deps: Pick<NoticeDeps, 'secret' | 'logger'> & { mailer: Mailer; publicUrl: string },
  notice: {
    orgId: string;
    recipient: { userId: string; email: string };
    kind: NoticeKind;
    body(unsubscribeUrl: string): MailBody;
  },
): Promise<boolean> {
  const { orgId, recipient, kind } = notice;
  const link = unsubscribeUrl(
    deps.publicUrl,
    unsubscribeToken(deps.secret, { orgId, userId: recipient.userId, kind }),
  );
  try {
    await deps.mailer.send({
      to: recipient.email,
      ...notice.body(link),
      headers: unsubscribeHeaders(link),
    });
    return true;
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    deps.logger.warn({ orgId, kind, reason }, 'a notice could not be e-mailed');
    return false;
  }
}

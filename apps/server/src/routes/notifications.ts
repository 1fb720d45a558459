import type { Response } from 'express';
import { escapeHtml } from '@cashline/core';
import { z } from 'zod';
import type { AppContext } from '../context.js';
import { ApiRoutes } from '../http/apiRoutes.js';
import { setMemberChoices } from '../notify/memberNotifications.js';
import { readUnsubscribeToken } from '../notify/unsubscribeLink.js';

const querySchema = z.object({ token: z.string().max(1000) });

/** Where the unsubscribe routes sit under /api (their POST proves itself by the signed token). */
export const UNSUBSCRIBE_PATH = '/notifications/unsubscribe';

const WHAT = { lowCash: 'low-cash alerts', digest: 'the weekly digest' } as const;

function page(res: Response, status: number, title: string, body: string): void {
  res
    .status(status)
    .set('Cache-Control', 'no-store')
    .type('html')
    .send(
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(title)}</title></head><body style="font-family:system-ui,sans-serif;max-width:36rem;margin:2rem auto;padding:0 1rem"><h1>${escapeHtml(title)}</h1>${body}</body></html>`,
    );
}

const INVALID =
  '<p>This link is not valid: it may have been cut short when it was copied. Choose your e-mails on the Settings page of Cashline.</p>';

/**
 * `/api/notifications/unsubscribe?token=`: the link at the foot of every notice. Opening it shows
 * a button (a link checker that follows links must not unsubscribe anyone); pressing it, or a mail
 * client's one-click POST (RFC 8058), stops that kind of notice for that member.
 */
export function notificationRoutes(ctx: AppContext): ApiRoutes {
  const read = (token: string) => readUnsubscribeToken(ctx.sessionSecret, token);
  const html = { contentType: 'text/html' };
  return new ApiRoutes()
    .get(
      '/unsubscribe',
      {
        summary: 'The page an unsubscribe link opens: a button that stops those e-mails',
        query: querySchema,
        responses: { 200: { description: 'The page.', ...html } },
        errors: { 400: 'The token was not signed by this server.' },
      },
      ({ query }, _req, res) => {
        const target = read(query.token);
        if (!target) return page(res, 400, 'Unsubscribe', INVALID);
        page(
          res,
          200,
          'Unsubscribe',
          `<p>Stop getting ${WHAT[target.kind]} from Cashline at this address?</p><form method="post" action="/api/notifications/unsubscribe?token=${encodeURIComponent(query.token)}"><button type="submit">Unsubscribe</button></form>`,
        );
      },
    )
    .post(
      '/unsubscribe',
      {
        summary: 'Stop the e-mails a signed unsubscribe token names (one-click, RFC 8058)',
        query: querySchema,
        responses: { 200: { description: 'Done; a page says so.', ...html } },
        errors: { 400: 'The token was not signed by this server.' },
      },
      async ({ query }, _req, res) => {
        const target = read(query.token);
        if (!target) return page(res, 400, 'Unsubscribe', INVALID);
        await setMemberChoices(
          ctx.sql.kysely,
          target,
          { [target.kind]: false },
          ctx.now().toISOString(),
        );
        page(
          res,
          200,
          'Unsubscribed',
          `<p>You will no longer get ${WHAT[target.kind]}. You can turn them on again on the Settings page of Cashline.</p>`,
        );
      },
    );
}

import { transactionSchema } from '@cashline/core';
import type { Transaction } from '@cashline/core';
import type { Request, Response } from 'express';
import { z } from 'zod';
import type { AppContext } from '../context.js';
import { ApiRoutes } from '../http/apiRoutes.js';
import { clientGone, toHttpError } from './quickbooksHttp.js';
import { addOpenItemsRoute } from './quickbooksOpenItems.js';
import { HttpError } from '../http/httpError.js';
import { connectionOwnerOf } from '../quickbooks/connectionOwner.js';
import type { QuickBooksAction } from '../quickbooks/connectionOwner.js';
import { resolveDateRange } from '../quickbooks/dateRange.js';
import { quickBooksSetup } from '../quickbooks/quickbooksSetup.js';
import { forgetSyncState } from '../quickbooks/syncState.js';
import { syncStatusOf, syncStatusSchema } from '../quickbooks/syncStatus.js';
import { createQuickBooksService } from '../quickbooks/quickbooksService.js';
import type { QuickBooksService } from '../quickbooks/quickbooksService.js';

/** Where Intuit's redirect lands the user: the app's QuickBooks page. */
export const QUICKBOOKS_PAGE = '/integration/quickbooks';

const rangeQuery = {
  from: z.string().optional().describe('First day, YYYY-MM-DD; default 12 months before today.'),
  to: z.string().optional().describe('Last day, YYYY-MM-DD; default today.'),
};
const exportQuerySchema = z.object({
  format: z.enum(['json']).default('json'),
  ...rangeQuery,
});
const listQuerySchema = z.object(rangeQuery);

const pullResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({
    transactions: z.array(transactionSchema),
    range: z.object({ from: z.string(), to: z.string() }),
    skipped: z
      .number()
      .int()
      .describe('Records left out: voided, unreadable, or banking payments already counted.'),
  }),
});
const authResponseSchema = z.object({ success: z.literal(true), authUri: z.url() });
const statusResponseSchema = z.object({
  success: z.literal(true),
  configured: z.boolean().describe('False when this installation has no QuickBooks settings.'),
  connected: z.boolean(),
  companyName: z.string().optional(),
  connectedAt: z.string().optional(),
  sync: syncStatusSchema.optional(),
});
const disconnectResponseSchema = z.object({ success: z.literal(true), message: z.string() });
const callbackQuerySchema = z.object({
  code: z.string().max(2048).optional(),
  state: z.string().max(512).optional(),
  realmId: z
    .string()
    .regex(/^\d{1,32}$/)
    .optional(),
  error: z.string().max(200).optional(),
});

type Filter = (t: Transaction) => boolean;

/** What a user is told when the operator has not configured QuickBooks. */
export const NOT_SET_UP_MESSAGE = "QuickBooks isn't set up on this installation.";

/** `/api/quickbooks`: connect a session to QuickBooks Online and pull its cash transactions. */
export function quickbooksRoutes(ctx: AppContext): ApiRoutes {
  const setup = quickBooksSetup(ctx.config);
  const service: QuickBooksService | undefined = setup.ok
    ? createQuickBooksService({
        settings: setup.settings,
        cipher: setup.cipher,
        sql: ctx.sql,
        now: ctx.now,
      })
    : undefined;

  const requireService = (): QuickBooksService => {
    if (!service) throw new HttpError(503, 'quickbooks_not_configured', NOT_SET_UP_MESSAGE);
    return service;
  };
  const ownerOf = (req: Request, action: QuickBooksAction) =>
    connectionOwnerOf(ctx.auth, req, action);
  /** The callback's owner, or undefined for a member who may not connect (nothing is taken). */
  const callbackOwner = async (req: Request): Promise<string | undefined> => {
    try {
      return await ownerOf(req, 'connect');
    } catch (error) {
      if (error instanceof HttpError && error.code === 'role_too_low') return undefined;
      throw error;
    }
  };
  const today = (): string => ctx.now().toISOString().slice(0, 10);

  const pull = async (
    req: Request,
    res: Response,
    query: { from?: string; to?: string },
    keep: Filter,
    what: string,
  ) => {
    const qb = requireService();
    const resolved = resolveDateRange(today(), query.from, query.to);
    if (!resolved.ok) throw new HttpError(400, 'validation_failed', resolved.message);
    const owner = await ownerOf(req, 'pull');
    try {
      const pulled = await qb.pull(owner, resolved.range, clientGone(res));
      const transactions = pulled.transactions.filter(keep);
      return {
        success: true as const,
        message: `Pulled ${transactions.length} ${what} from QuickBooks (${resolved.range.from} to ${resolved.range.to}).`,
        data: { transactions, range: resolved.range, skipped: pulled.skipped.length },
      };
    } catch (error) {
      throw toHttpError(error, res);
    }
  };

  const notConfigured = {
    503: 'This installation has no QuickBooks settings (the server log names the missing ones).',
  };
  const adminOnly = {
    ...notConfigured,
    403: "Signed in: the caller's role in the active organisation is below admin (role_too_low).",
  };
  const pullErrors = {
    ...notConfigured,
    401: 'The connection expired or was revoked: connect again.',
    403: "QuickBooks refused access to the company, or the caller's role in the active organisation is below editor (role_too_low).",
    409: 'No QuickBooks connection for this organisation (signed out: this session).',
    429: 'QuickBooks is throttling requests; Retry-After (seconds) and the message say when to try again.',
    502: 'QuickBooks failed or answered with a fault.',
    504: 'The pull ran past its deadline (QBO_PULL_DEADLINE_MS).',
  };

  const routes = new ApiRoutes()
    .get(
      '/auth',
      {
        summary: "Start connecting: the URL of Intuit's consent page",
        description:
          'A random state is kept against the organisation (signed out: the session) and checked on the callback. Signed in, owners and admins only.',
        responses: {
          200: { description: "Intuit's authorization URL.", schema: authResponseSchema },
        },
        errors: adminOnly,
      },
      async (_input, req, res) => {
        const qb = requireService();
        const authUri = await qb.beginAuthorization(await ownerOf(req, 'connect'));
        res.set('Cache-Control', 'no-store').json({ success: true, authUri });
      },
    )
    .get(
      '/callback',
      {
        summary: "Intuit's redirect after consent",
        description: `Checks the state and Intuit's error, exchanges the code, stores the tokens encrypted against the session, and redirects to ${QUICKBOOKS_PAGE} with connected=1 or error=<reason> (role_too_low for a member below admin, whose callback changes nothing).`,
        query: callbackQuerySchema,
        responses: {
          302: { description: `Redirect to ${QUICKBOOKS_PAGE}.`, contentType: 'text/plain' },
        },
        errors: notConfigured,
      },
      async ({ query }, req, res) => {
        const qb = requireService();
        const owner = await callbackOwner(req);
        if (owner === undefined) {
          res
            .set('Cache-Control', 'no-store')
            .redirect(302, `${QUICKBOOKS_PAGE}?error=role_too_low`);
          return;
        }
        const result = await qb.completeAuthorization(owner, query, req.originalUrl);
        // A new connection syncs afresh: the whole range first, and an earlier loss forgotten.
        if (result.ok && owner.startsWith('org:')) {
          await forgetSyncState(ctx.sql.kysely, owner.slice('org:'.length));
        }
        if (!result.ok && result.detail) {
          // QuickBooksError messages carry no token or code; the operator needs them (bad credentials).
          ctx.logger.warn(
            { reason: result.detail },
            'QuickBooks authorization code exchange failed',
          );
        }
        const target = result.ok
          ? `${QUICKBOOKS_PAGE}?connected=1`
          : `${QUICKBOOKS_PAGE}?error=${result.reason}`;
        res.set('Cache-Control', 'no-store').redirect(302, target);
      },
    )
    .get(
      '/status',
      {
        summary: 'Whether this session is connected to QuickBooks',
        responses: {
          200: { description: 'The connection, if any.', schema: statusResponseSchema },
        },
        errors: notConfigured,
      },
      async (_input, req, res) => {
        res.set('Cache-Control', 'no-store');
        if (!service) {
          res.json({ success: true, configured: false, connected: false });
          return;
        }
        const owner = await ownerOf(req, 'status');
        const sync = await syncStatusOf(ctx.sql.kysely, owner, ctx.config.quickbooks.syncHours);
        res.json({
          success: true,
          configured: true,
          ...(await service.status(owner)),
          ...(sync ? { sync } : {}),
        });
      },
    )
    .post(
      '/disconnect',
      {
        summary: 'Disconnect: forget the tokens and revoke them at Intuit',
        description: 'Signed in, owners and admins only.',
        responses: { 200: { description: 'Disconnected.', schema: disconnectResponseSchema } },
        errors: adminOnly,
      },
      async (_input, req, res) => {
        const qb = requireService();
        const result = await qb.disconnect(await ownerOf(req, 'connect'));
        const message = !result.wasConnected
          ? 'QuickBooks was not connected.'
          : result.revoked
            ? 'Disconnected from QuickBooks.'
            : 'Disconnected here, but QuickBooks could not be reached to revoke access. You can also remove Cashline from your QuickBooks apps.';
        res.json({ success: true, message });
      },
    )
    .get(
      '/export',
      {
        summary: 'Pull the cash transactions of the date range (default the last 12 months)',
        query: exportQuerySchema,
        responses: {
          200: {
            description: 'Every cash-moving transaction, newest first.',
            schema: pullResponseSchema,
          },
        },
        errors: pullErrors,
      },
      async ({ query }, req, res) => {
        res
          .set('Cache-Control', 'no-store')
          .json(await pull(req, res, query, () => true, 'transactions'));
      },
    );

  addOpenItemsRoute(routes, { ctx, requireService, ownerOf, today, errors: pullErrors });

  for (const [path, keep, what, summary] of [
    ['/transactions', () => true, 'transactions', 'Pull every cash transaction'],
    [
      '/income',
      (t: Transaction) => t.amount > 0 && t.transferId === undefined,
      'income transactions',
      'Pull the money coming in (transfers between own accounts left out)',
    ],
    [
      '/expenses',
      (t: Transaction) => t.amount < 0 && t.transferId === undefined,
      'expense transactions',
      'Pull the money going out (transfers between own accounts left out)',
    ],
  ] as const) {
    routes.get(
      path,
      {
        summary,
        query: listQuerySchema,
        responses: {
          200: { description: 'The transactions, newest first.', schema: pullResponseSchema },
        },
        errors: pullErrors,
      },
      async ({ query }, req, res) => {
        res.set('Cache-Control', 'no-store').json(await pull(req, res, query, keep, what));
      },
    );
  }
  return routes;
}

import { openItemSchema } from '@cashline/core';
import type { Request } from 'express';
import { z } from 'zod';
import type { AppContext } from '../context.js';
import type { ApiRoutes } from '../http/apiRoutes.js';
import { landOpenItems } from '../ledger/landOpenItems.js';
import { QUICKBOOKS_SYNC_USER } from '../ledger/landQuickBooksChanges.js';
import type { QuickBooksAction } from '../quickbooks/connectionOwner.js';
import { defaultDateRange } from '../quickbooks/dateRange.js';
import type { QuickBooksService } from '../quickbooks/quickbooksService.js';
import { clientGone, toHttpError } from './quickbooksHttp.js';

const ORG_PREFIX = 'org:';

const countsSchema = z.object({
  added: z.number().int(),
  updated: z.number().int(),
  removed: z.number().int().describe('Gone from QuickBooks (deleted or voided there).'),
  dropped: z.number().int().describe('Oldest paid items left out to stay within 5,000.'),
  version: z.number().int().describe("The organisation's openItems document version now."),
});

const responseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({
    historyFrom: z.string().describe('The first day of paid history read.'),
    skipped: z.number().int().describe('Invoices and bills that could not be read.'),
    stored: countsSchema
      .optional()
      .describe("Signed in: what changed in the organisation's invoices and bills."),
    items: z
      .array(openItemSchema)
      .optional()
      .describe('Signed out: the pulled items, for the browser to merge into its own.'),
  }),
});

type Deps = {
  ctx: AppContext;
  requireService: () => QuickBooksService;
  ownerOf: (req: Request, action: QuickBooksAction) => Promise<string>;
  today: () => string;
  errors: Record<number, string>;
};

const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;

/**
 * `POST /open-items`: pulls the open invoices and bills and the last 12 months' paid ones. Signed
 * in, they are merged into the organisation's invoices and bills (its openItems document); signed
 * out, they are answered for the browser to keep.
 */
export function addOpenItemsRoute(routes: ApiRoutes, deps: Deps): void {
  routes.post(
    '/open-items',
    {
      summary: 'Pull the invoices and bills: what customers owe and what is due to vendors',
      description:
        "Open invoices and bills whenever issued, and the last 12 months' with the payments linked to them. Signed in (editors and above), stored into the organisation's invoices and bills: QuickBooks' items are updated by their QuickBooks id, deleted ones removed, items added by hand kept.",
      responses: { 200: { description: 'Pulled.', schema: responseSchema } },
      errors: deps.errors,
    },
    async (_input, req, res) => {
      const qb = deps.requireService();
      const owner = await deps.ownerOf(req, 'pull');
      const range = defaultDateRange(deps.today());
      let pulled;
      try {
        pulled = await qb.pullOpenItems(owner, range, clientGone(res));
      } catch (error) {
        throw toHttpError(error, res);
      }
      const invoices = pulled.items.filter((item) => item.kind === 'invoice').length;
      const found = `${plural(invoices, 'invoice')} and ${plural(pulled.items.length - invoices, 'bill')}`;
      const common = { historyFrom: pulled.historyFrom, skipped: pulled.skipped.length };
      res.set('Cache-Control', 'no-store');
      if (!owner.startsWith(ORG_PREFIX)) {
        res.json({
          success: true,
          message: `Pulled ${found} from QuickBooks.`,
          data: { ...common, items: pulled.items },
        });
        return;
      }
      const writer = {
        orgId: owner.slice(ORG_PREFIX.length),
        userId: QUICKBOOKS_SYNC_USER,
        at: deps.ctx.now().toISOString(),
      };
      const stored = await landOpenItems(deps.ctx.sql.kysely, writer, pulled);
      res.json({
        success: true,
        message: `Pulled ${found} from QuickBooks: ${stored.added} new, ${stored.updated} changed, ${stored.removed} removed.`,
        data: { ...common, stored },
      });
    },
  );
}

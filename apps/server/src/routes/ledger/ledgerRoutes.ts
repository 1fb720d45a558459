import type { AppContext } from '../../context.js';
import type { Api } from '../../http/api.js';
import type { MemberAccess } from '../../ledger/memberAccess.js';
import { ledgerChangeRoutes } from './ledgerChangeRoutes.js';
import { ledgerAccountRoutes, ledgerDocumentRoutes } from './ledgerDocumentRoutes.js';
import { frozenForecastRoutes } from './frozenForecastRoutes.js';
import { ledgerImportRoutes } from './ledgerImportRoutes.js';
import { ledgerTransactionRoutes } from './ledgerTransactionRoutes.js';
import { notificationChoiceRoutes } from './notificationChoiceRoutes.js';
import { rateRoutes } from './rateRoutes.js';

/** The team ledger under /api/orgs/:orgId: every route passes the member gate first. */
export function mountLedgerRoutes(api: Api, ctx: AppContext, access: MemberAccess): void {
  // A write that succeeded has committed its change: browsers waiting on the feed hear of it.
  api.router.use('/orgs/:orgId', (req, res, next) => {
    if (req.method !== 'GET') {
      res.on('finish', () => {
        if (res.statusCode < 400) ctx.changes.notify(String(req.params['orgId']));
      });
    }
    next();
  });
  api.mount('/orgs/:orgId/transactions', ledgerTransactionRoutes(ctx, access));
  api.mount('/orgs/:orgId/imports', ledgerImportRoutes(ctx, access));
  api.mount('/orgs/:orgId/accounts', ledgerAccountRoutes(ctx, access));
  api.mount('/orgs/:orgId/documents', ledgerDocumentRoutes(ctx, access));
  api.mount('/orgs/:orgId/frozen-forecasts', frozenForecastRoutes(ctx, access));
  api.mount('/orgs/:orgId/notifications', notificationChoiceRoutes(ctx, access));
  api.mount('/orgs/:orgId/rates', rateRoutes(ctx, access));
  api.mount('/orgs/:orgId', ledgerChangeRoutes(ctx, access));
}

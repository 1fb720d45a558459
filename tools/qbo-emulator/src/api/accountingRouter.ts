import crypto from 'node:crypto';
import express from 'express';
import type { Router } from 'express';
import type { BookChanges } from '../changes/bookChanges.js';
import type { TokenStore } from '../oauth/tokenStore.js';
import { parseQuery } from '../query/parseQuery.js';
import { runQuery } from '../query/runQuery.js';
import type { Tables } from '../query/runQuery.js';
import {
  authenticationFault,
  authorizationFault,
  intuitTime,
  throttleFault,
  validationFault,
} from './faults.js';
import { cdcRoute } from './cdcRoute.js';
import type { createRateLimiter } from './rateLimiter.js';
import type { FaultScript } from './scriptedFaults.js';

export type AccountingStats = {
  /** Every request to `/v3/company/...`, answered or refused. */
  requests: number;
  queries: number;
  throttled: number;
  unauthorized: number;
};

const AUTH_DETAILS = {
  missing: 'Authorization header missing',
  unknown: 'Token invalid',
  revoked: 'Token revoked',
  expired: 'Token expired',
} as const;

/** `/v3/company/:realmId/...`: query, change data capture and company info, behind bearer tokens. */
export function accountingRouter(
  tables: Tables,
  changes: BookChanges,
  companyInfo: Record<string, unknown>,
  tokens: TokenStore,
  limiter: ReturnType<typeof createRateLimiter>,
  stats: AccountingStats,
  faults: FaultScript,
  now: () => number,
): Router {
  const router = express.Router({ mergeParams: true });

  router.use('/v3/company/:realmId', async (req, res, next) => {
    stats.requests += 1;
    res.set('intuit_tid', crypto.randomUUID());
    const bearer = /^Bearer\s+(.+)$/i.exec(req.get('authorization') ?? '')?.[1];
    const check = tokens.checkAccess(bearer);
    if (!check.ok) {
      stats.unauthorized += 1;
      res.status(401).set('WWW-Authenticate', 'Bearer realm="Intuit", error="invalid_token"');
      res.json(authenticationFault(now(), AUTH_DETAILS[check.reason]));
      return;
    }
    if (check.realmId !== req.params.realmId) {
      res.status(403).json(authorizationFault(now()));
      return;
    }
    const fault = faults.take();
    if (fault?.delayMs) await new Promise((resolve) => setTimeout(resolve, fault.delayMs));
    if (fault?.status === 429) {
      stats.throttled += 1;
      if (fault.retryAfter !== undefined) res.set('Retry-After', fault.retryAfter);
      res.status(429).json(throttleFault(now()));
      return;
    }
    if (!limiter.allow(check.realmId)) {
      stats.throttled += 1;
      res.status(429).json(throttleFault(now()));
      return;
    }
    next();
  });

  router.get('/v3/company/:realmId/query', (req, res) => {
    stats.queries += 1;
    const source = typeof req.query.query === 'string' ? req.query.query : '';
    const parsed = parseQuery(source);
    const result = parsed.ok ? runQuery(tables, parsed.query) : parsed;
    if (!result.ok) {
      res.status(400).json(validationFault(now(), result.error));
      return;
    }
    res.json({ ...result.body, time: intuitTime(now()) });
  });

  router.get('/v3/company/:realmId/cdc', (req, res) => {
    stats.queries += 1;
    cdcRoute(changes, now)(req, res);
  });

  router.get('/v3/company/:realmId/companyinfo/:id', (req, res) => {
    if (req.params.id !== req.params.realmId) {
      res.status(400).json(
        validationFault(now(), {
          code: '610',
          message: 'Object Not Found',
          detail:
            "Object Not Found : Something you're trying to use has been made inactive. Check the fields with accounts, customers, items, vendors or employees.",
        }),
      );
      return;
    }
    res.json({ CompanyInfo: companyInfo, time: intuitTime(now()) });
  });

  return router;
}

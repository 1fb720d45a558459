import { rateLimit } from 'express-rate-limit';
import type { Request, RequestHandler } from 'express';
import type { SqlDatabase } from '../db/sqlDatabase.js';
import { HttpError } from './httpError.js';
import { getSession } from './sessions.js';
import { sqlRateLimitStore } from './sqlRateLimitStore.js';

export type RateLimitOptions = {
  /** Names the limiter's counters in the database; each limiter has its own. */
  name: string;
  max: number;
  windowMinutes: number;
  message: string;
};

/**
 * Per-client limit that fails in the one error shape: by address (as trust proxy reads it) unless
 * `key` names another client, such as the session. Counters live in the database, so every
 * replica of the server counts the same hits.
 */
export function perClientRateLimit(
  sql: SqlDatabase,
  options: RateLimitOptions & { key?: (req: Request) => string },
): RequestHandler {
  return rateLimit({
    windowMs: options.windowMinutes * 60_000,
    limit: options.max,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    store: sqlRateLimitStore(sql, options.name),
    ...(options.key ? { keyGenerator: options.key } : {}),
    handler: (_req, _res, next) => {
      next(new HttpError(429, 'rate_limited', options.message));
    },
  });
}

/** The same limit per anonymous session (the session middleware must run first). */
export function perSessionRateLimit(sql: SqlDatabase, options: RateLimitOptions): RequestHandler {
  return perClientRateLimit(sql, { ...options, key: (req) => `session:${getSession(req).id}` });
}

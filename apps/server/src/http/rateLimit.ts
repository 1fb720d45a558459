import { rateLimit } from 'express-rate-limit';
import type { Request, RequestHandler } from 'express';
import { HttpError } from './httpError.js';
import { getSession } from './sessions.js';

/**
 * Per-client limit that fails in the one error shape: by address (as trust proxy reads it) unless
 * `key` names another client, such as the session.
 */
export function perClientRateLimit(options: {
  max: number;
  windowMinutes: number;
  message: string;
  key?: (req: Request) => string;
}): RequestHandler {
  return rateLimit({
    windowMs: options.windowMinutes * 60_000,
    limit: options.max,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    ...(options.key ? { keyGenerator: options.key } : {}),
    handler: (_req, _res, next) => {
      next(new HttpError(429, 'rate_limited', options.message));
    },
  });
}

/** The same limit per anonymous session (the session middleware must run first). */
export function perSessionRateLimit(options: {
  max: number;
  windowMinutes: number;
  message: string;
}): RequestHandler {
  return perClientRateLimit({ ...options, key: (req) => `session:${getSession(req).id}` });
}

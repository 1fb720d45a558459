import { rateLimit } from 'express-rate-limit';
import type { RequestHandler } from 'express';
import { HttpError } from './httpError.js';

/** Per-client (per IP, as trust proxy reads it) limit that fails in the one error shape. */
export function perClientRateLimit(options: {
  max: number;
  windowMinutes: number;
  message: string;
}): RequestHandler {
  return rateLimit({
    windowMs: options.windowMinutes * 60_000,
    limit: options.max,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    handler: (_req, _res, next) => {
      next(new HttpError(429, 'rate_limited', options.message));
    },
  });
}

import type { Request, RequestHandler } from 'express';
import type { Config } from '../config.js';

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The origin this request was sent to; a page on another site cannot make a browser forge it. */
function requestOrigin(req: Request): string {
  return `${req.protocol}://${req.get('host') ?? ''}`;
}

/**
 * CSRF protection for the API: a request that changes something must come from this app's own
 * origin or a configured CORS origin. Browsers send Origin on every such request (and
 * Sec-Fetch-Site); a request with neither comes from no browser page and carries no one's cookies
 * by accident.
 */
export function sameOriginWrites(config: Config): RequestHandler {
  return (req, res, next) => {
    if (!WRITES.has(req.method)) return next();
    const origin = req.get('origin');
    const allowed = (value: string) =>
      value === requestOrigin(req) ||
      value === config.publicUrl ||
      config.corsOrigins.includes(value);
    const refused =
      origin !== undefined ? !allowed(origin) : req.get('sec-fetch-site') === 'cross-site';
    if (!refused) return next();
    res.status(403).json({
      success: false,
      error: 'cross_site_request',
      message:
        'This request came from another site, so it was refused. Use Cashline itself to make this change.',
    });
  };
}

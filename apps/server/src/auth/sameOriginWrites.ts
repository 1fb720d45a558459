import type { Request, RequestHandler } from 'express';
import type { Config } from '../config.js';

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The origin this request was sent to; a page on another site cannot make a browser forge it. */
function requestOrigin(req: Request): string {
  return `${req.protocol}://${req.get('host') ?? ''}`;
}

function isAppOrigin(req: Request, config: Config, origin: string): boolean {
  return (
    origin === requestOrigin(req) ||
    origin === config.publicUrl ||
    config.corsOrigins.includes(origin)
  );
}

const CROSS_SITE_MESSAGE =
  'This request came from another site, so it was refused. Use Cashline itself to make this change.';

/**
 * CSRF protection for the API: a request that changes something must come from this app's own
 * origin or a configured CORS origin. Browsers send Origin on every such request (and
 * Sec-Fetch-Site); a request with neither comes from no browser page and carries no one's cookies
 * by accident. `signedLinks` are paths (under the mount) whose request carries its own signed
 * token and acts on no session: an e-mail's unsubscribe form, which a browser posts with
 * `Origin: null` under the no-referrer policy.
 */
export function sameOriginWrites(
  config: Config,
  { signedLinks = [] }: { signedLinks?: readonly string[] } = {},
): RequestHandler {
  return (req, res, next) => {
    if (!WRITES.has(req.method) || signedLinks.includes(req.path)) return next();
    const origin = req.get('origin');
    const refused =
      origin !== undefined
        ? !isAppOrigin(req, config, origin)
        : req.get('sec-fetch-site') === 'cross-site';
    if (!refused) return next();
    res
      .status(403)
      .json({ success: false, error: 'cross_site_request', message: CROSS_SITE_MESSAGE });
  };
}

/**
 * Stricter, for routes only the app's own pages call (the AI proxy): the request must say it comes
 * from the app's origin; one that names no origin at all is refused too.
 */
export function appPagesOnly(config: Config): RequestHandler {
  return (req, res, next) => {
    const origin = req.get('origin');
    if (origin !== undefined && isAppOrigin(req, config, origin)) return next();
    res
      .status(403)
      .json({ success: false, error: 'cross_site_request', message: CROSS_SITE_MESSAGE });
  };
}

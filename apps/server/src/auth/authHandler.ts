import { toNodeHandler } from 'better-auth/node';
import type { RequestHandler } from 'express';
import { CLIENT_IP_HEADER } from './auth.js';
import type { Auth } from './auth.js';

/**
 * better-auth's routes (/api/auth/*), before any body parser. The client address better-auth rate
 * limits by is Express's `req.ip`, which believes only the configured proxy hops; whatever a client
 * sent in that header itself is overwritten.
 */
export function authHandler(auth: Auth): RequestHandler {
  const handle = toNodeHandler(auth);
  return (req, res, next) => {
    req.headers[CLIENT_IP_HEADER] = req.ip ?? req.socket.remoteAddress ?? '';
    handle(req, res).catch(next);
  };
}

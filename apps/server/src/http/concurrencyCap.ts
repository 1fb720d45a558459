import type { RequestHandler } from 'express';
import { HttpError } from './httpError.js';

/**
 * Admits at most `max` requests at once, all clients together; one more is refused at once with
 * 503 and Retry-After rather than left waiting. A request leaves the count when its answer ends or
 * its connection closes.
 */
export function concurrencyCap(options: {
  max: number;
  retryAfterSeconds: number;
  message: string;
}): RequestHandler {
  let active = 0;
  return (_req, res, next) => {
    if (active >= options.max) {
      next(new HttpError(503, 'busy', options.message, options.retryAfterSeconds));
      return;
    }
    active += 1;
    let released = false;
    const release = () => {
      if (released) return;
      released = true;
      active -= 1;
    };
    res.once('finish', release);
    res.once('close', release);
    next();
  };
}

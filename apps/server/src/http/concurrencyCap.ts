import type { Request, RequestHandler } from 'express';
import { HttpError } from './httpError.js';

export type ConcurrencyCap = {
  max: number;
  retryAfterSeconds: number;
  message: string;
  /**
   * Counts requests per key (e.g. per client address) instead of all clients together; refused
   * with 429 rather than 503, as the client itself is over its share.
   */
  key?: (req: Request) => string;
};

/**
 * Admits at most `max` requests at once (all clients together, or per key); one more is refused at
 * once with Retry-After rather than left waiting. A request leaves the count when its answer ends
 * or its connection closes.
 */
export function concurrencyCap(options: ConcurrencyCap): RequestHandler {
  const active = new Map<string, number>();
  const { key } = options;
  return (req, res, next) => {
    const slot = key ? key(req) : '';
    const held = active.get(slot) ?? 0;
    if (held >= options.max) {
      next(
        key
          ? new HttpError(429, 'too_many_at_once', options.message, options.retryAfterSeconds)
          : new HttpError(503, 'busy', options.message, options.retryAfterSeconds),
      );
      return;
    }
    active.set(slot, held + 1);
    let released = false;
    const release = () => {
      if (released) return;
      released = true;
      const left = (active.get(slot) ?? 1) - 1;
      if (left === 0) active.delete(slot);
      else active.set(slot, left);
    };
    res.once('finish', release);
    res.once('close', release);
    next();
  };
}

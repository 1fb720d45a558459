import type { Request, RequestHandler } from 'express';
import { HttpError } from './httpError.js';

export type ConcurrencyCap = {
  max: number;
  retryAfterSeconds: number;
  message: string;
  /** Whose share a request counts against, e.g. its client address. */
  key: (req: Request) => string;
};

/**
 * Admits at most `max` requests at once per key; one more is refused at once with 429 and
 * Retry-After, as the client itself is over its share. A request leaves the count when its answer
 * ends or its connection closes.
 */
export function concurrencyCap(options: ConcurrencyCap): RequestHandler {
  const active = new Map<string, number>();
  const { key } = options;
  return (req, res, next) => {
    const slot = key(req);
    const held = active.get(slot) ?? 0;
    if (held >= options.max) {
      next(new HttpError(429, 'too_many_at_once', options.message, options.retryAfterSeconds));
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

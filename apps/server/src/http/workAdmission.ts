import type { Request, RequestHandler } from 'express';
import { HttpError } from './httpError.js';

export type WorkAdmission = {
  /** What the requests being worked on may weigh together (bytes of their bodies). */
  budgetBytes: number;
  /** The least a request weighs, however small: the work has a cost of its own. */
  minWeightBytes: number;
  /** How long a request waits for room before it is refused. */
  queueMs: number;
  retryAfterSeconds: number;
  message: string;
  /** The size of the request's body, which has arrived by now. */
  weightOf: (req: Request) => number;
};

/** How long uploads and exports wait for room before they are refused. */
export const WORK_QUEUE_MS = 10_000;

type Waiter = { weight: number; admit: () => void };

/**
 * Admits requests by the work they bring rather than by their number: a request starts when its
 * weight fits in what the running ones leave of the budget (or nothing runs), else waits in a
 * short queue and starts as soon as it fits, so a small file is read beside large ones instead of
 * being refused because they run. One still waiting after `queueMs` is refused with 503 and
 * Retry-After. A request leaves when its answer ends or its connection closes.
 */
export function workAdmission(options: WorkAdmission): RequestHandler {
  let used = 0;
  const queue: Waiter[] = [];
  const fits = (weight: number) => used === 0 || used + weight <= options.budgetBytes;
  const drain = () => {
    for (const waiter of [...queue]) {
      if (!fits(waiter.weight)) continue;
      queue.splice(queue.indexOf(waiter), 1);
      waiter.admit();
    }
  };
  return (req, res, next) => {
    const weight = Math.max(options.minWeightBytes, options.weightOf(req));
    const start = () => {
      used += weight;
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        used -= weight;
        drain();
      };
      res.once('finish', release);
      res.once('close', release);
      next();
    };
    if (fits(weight)) {
      start();
      return;
    }
    const leave = () => {
      clearTimeout(timer);
      const at = queue.indexOf(waiter);
      if (at >= 0) queue.splice(at, 1);
    };
    const waiter: Waiter = {
      weight,
      admit: () => {
        clearTimeout(timer);
        res.off('close', leave);
        start();
      },
    };
    const timer = setTimeout(() => {
      res.off('close', leave);
      leave();
      next(new HttpError(503, 'busy', options.message, options.retryAfterSeconds));
    }, options.queueMs);
    res.once('close', leave);
    queue.push(waiter);
  };
}

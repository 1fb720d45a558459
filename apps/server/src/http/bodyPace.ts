import type { RequestHandler } from 'express';
import type { ErrorBody } from './errorHandler.js';

export type BodyPace = {
  /** The whole body must have arrived this long after the request was admitted. */
  deadlineMs: number;
  /** After `graceMs`, the body's average rate since admission must stay at least this. */
  minBytesPerSecond: number;
  graceMs: number;
  /** How often the pace is checked. */
  checkEveryMs: number;
  message: string;
};

/**
 * Ends a request whose body arrives too slowly or not at all: it is answered 408 and its connection
 * closed, so a client that trickles bytes holds what it was admitted to (its per-client slot, a
 * temporary file) for a bounded time, and the work slots it never reached stay free for others.
 * Bytes are counted on the socket, so the body stream is left for its parser to read.
 */
export function bodyPace(pace: BodyPace): RequestHandler {
  return (req, res, next) => {
    const socket = req.socket;
    const startBytes = socket.bytesRead;
    const started = Date.now();
    const timer = setInterval(() => {
      if (req.complete) {
        clearInterval(timer);
        return;
      }
      const elapsedMs = Date.now() - started;
      const received = socket.bytesRead - startBytes;
      const tooSlow =
        elapsedMs >= pace.graceMs && received * 1000 < pace.minBytesPerSecond * elapsedMs;
      if (elapsedMs < pace.deadlineMs && !tooSlow) return;
      clearInterval(timer);
      if (res.headersSent) {
        socket.destroy();
        return;
      }
      const body: ErrorBody = { success: false, error: 'request_timeout', message: pace.message };
      res.once('finish', () => socket.destroy());
      res.status(408).set('Connection', 'close').json(body);
    }, pace.checkEveryMs);
    timer.unref();
    res.once('close', () => clearInterval(timer));
    next();
  };
}

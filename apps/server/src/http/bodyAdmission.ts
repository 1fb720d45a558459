import type { RequestHandler } from 'express';
import type { Config } from '../config.js';
import { bodyPace } from './bodyPace.js';
import { concurrencyCap } from './concurrencyCap.js';

/** Before a rate is judged: a connection's first second or two can be slow for honest reasons. */
const GRACE_MS = 10_000;
const CHECK_EVERY_MS = 250;
const RETRY_SECONDS = 5;

/**
 * What a request with a large body passes before its body is read: a share per client address of
 * such requests in flight, and a pace its body must keep. The server-wide cap on work comes after
 * the body has arrived, so a slow client never holds a slot that reads files for everyone.
 */
export function bodyAdmission(
  config: Pick<Config, 'transfersPerAddressMax' | 'bodyDeadlineSeconds' | 'bodyMinBytesPerSecond'>,
  what: 'upload' | 'export',
): RequestHandler[] {
  const kb = Math.max(1, Math.round(config.bodyMinBytesPerSecond / 1024));
  return [
    concurrencyCap({
      max: config.transfersPerAddressMax,
      retryAfterSeconds: RETRY_SECONDS,
      message: `Too many ${what}s from your connection at once. Wait for one to finish and try again.`,
      key: (req) => `address:${req.ip ?? ''}`,
    }),
    bodyPace({
      deadlineMs: config.bodyDeadlineSeconds * 1000,
      minBytesPerSecond: config.bodyMinBytesPerSecond,
      graceMs: GRACE_MS,
      checkEveryMs: CHECK_EVERY_MS,
      message: `The ${what} arrived too slowly and was stopped (it must arrive at ${kb} KB a second or faster, within ${config.bodyDeadlineSeconds} seconds). Check your connection and try again.`,
    }),
  ];
}

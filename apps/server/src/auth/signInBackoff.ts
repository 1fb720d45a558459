import type { RequestHandler } from 'express';
import type { Logger } from 'pino';
import type { Config } from '../config.js';
import { signInBackoffRepository } from '../db/signInBackoffRepository.js';
import type { SqlDatabase } from '../db/sqlDatabase.js';
import { HttpError } from '../http/httpError.js';

const SIGN_IN_PATH = /^\/api\/auth\/sign-in\/email\/?$/;
const FIRST_WAIT_MS = 30_000;
/** A day without attempts and an account's count starts again. */
const FORGET_AFTER_MS = 24 * 60 * 60 * 1000;
const SWEEP_EVERY_MS = 60 * 60 * 1000;

/**
 * How long the next sign-in to an account must wait after `attempts` in a row without success:
 * nothing for the first `freeAttempts - 1`, then 30 s, doubling up to `maxMs`.
 */
export function backoffAfter(attempts: number, freeAttempts: number, maxMs: number): number {
  if (attempts < freeAttempts) return 0;
  const doublings = Math.min(attempts - freeAttempts, 30);
  return Math.min(FIRST_WAIT_MS * 2 ** doublings, maxMs);
}

/** The account a sign-in body names (its e-mail, as better-auth compares it), if any. */
function accountOf(body: unknown): string | undefined {
  if (typeof body !== 'string') return undefined;
  try {
    const parsed: unknown = JSON.parse(body);
    if (typeof parsed !== 'object' || parsed === null || !('email' in parsed)) return undefined;
    return typeof parsed.email === 'string' ? parsed.email.trim().toLowerCase() : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Limits sign-in per account, whatever address the attempts come from (the per-address limit is
 * better-auth's): after SIGN_IN_FREE_ATTEMPTS in a row without success each further attempt must
 * wait, 30 s and doubling up to SIGN_IN_MAX_BACKOFF_MINUTES; too early answers 429 with Retry-After.
 * Every attempt is counted before the password is checked, so parallel guesses cannot slip through
 * together; a successful sign-in forgets the count. Reads the body authBodyLimit has read.
 */
export function signInBackoff(config: Config, sql: SqlDatabase, logger: Logger): RequestHandler {
  const attempts = signInBackoffRepository(sql);
  const maxMs = config.signInMaxBackoffMinutes * 60_000;
  const waitAfter = (n: number) => backoffAfter(n, config.signInFreeAttempts, maxMs);
  let lastSweep = 0;
  return (req, res, next) => {
    const account = req.method === 'POST' && SIGN_IN_PATH.test(req.path) && accountOf(req.body);
    if (!account) {
      next();
      return;
    }
    const run = async () => {
      const now = new Date();
      const forgetBefore = new Date(now.getTime() - FORGET_AFTER_MS);
      if (now.getTime() - lastSweep >= SWEEP_EVERY_MS) {
        lastSweep = now.getTime();
        await attempts.removeStale(forgetBefore);
      }
      const claim = await attempts.claim(account, now, forgetBefore, waitAfter);
      if (!claim.allowed) {
        const seconds = Math.max(1, Math.ceil((claim.retryAt.getTime() - now.getTime()) / 1000));
        const message = `Too many sign-in attempts for this account. Try again in ${seconds} s.`;
        throw new HttpError(429, 'sign_in_backoff', message, seconds);
      }
      res.on('finish', () => {
        if (res.statusCode !== 200) return;
        attempts.clear(account).catch((err: unknown) => {
          logger.error({ err }, 'could not forget the sign-in attempts of an account');
        });
      });
    };
    run().then(() => next(), next);
  };
}

import crypto from 'node:crypto';
import type { Request } from 'express';
import type { Mutation } from '../ledger/landedMutations.js';
import { HttpError } from './httpError.js';

export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';

// Visible ASCII: a key is logged and compared byte for byte, never interpreted.
const KEY = /^[\x21-\x7e]{1,200}$/;

/**
 * The write's Idempotency-Key (the IETF draft's header: a client picks a unique key per change and
 * sends the same one on every retry), with what the request was: method, path and body. Without the
 * header the write runs as before; a malformed one is refused before anything is read or written.
 */
export function mutationOf(req: Request): Mutation | undefined {
  const sent = req.get(IDEMPOTENCY_KEY_HEADER);
  if (sent === undefined) return undefined;
  // The draft sends the key as a quoted structured-field string; a bare token is taken too.
  const key = /^"[^"]*"$/.test(sent) ? sent.slice(1, -1) : sent;
  if (!KEY.test(key)) {
    throw new HttpError(
      400,
      'invalid_request',
      'The Idempotency-Key header must be 1 to 200 visible ASCII characters.',
    );
  }
  const fingerprint = crypto
    .createHash('sha256')
    .update(`${req.method} ${req.baseUrl}${req.path}\n`)
    .update(JSON.stringify(req.body ?? null))
    .digest('base64url');
  return { key, fingerprint };
}

import { HttpError } from './httpError.js';

/** PostgreSQL's SQLSTATE and better-sqlite3's codes for the failures a race can still cause. */
const UNIQUE_VIOLATIONS = new Set([
  '23505',
  'SQLITE_CONSTRAINT_PRIMARYKEY',
  'SQLITE_CONSTRAINT_UNIQUE',
]);
const RETRYABLE = new Set(['40001', '40P01', 'SQLITE_BUSY']);

export const CONFLICT_MESSAGE =
  'Someone saved the same item at the same moment. Reload and try again.';
export const RETRY_MESSAGE = 'The database was busy with other changes. Please try again.';

/**
 * A database error a concurrent writer can cause, as the answer it deserves: writes are serialised
 * per organisation, so these should not happen, but one that does is a conflict or a retry for the
 * client, never a 500.
 */
export function fromDatabase(err: unknown): HttpError | undefined {
  if (typeof err !== 'object' || err === null || !('code' in err)) return undefined;
  const code = String(err.code);
  if (UNIQUE_VIOLATIONS.has(code)) return new HttpError(409, 'conflict', CONFLICT_MESSAGE);
  if (RETRYABLE.has(code)) return new HttpError(503, 'busy', RETRY_MESSAGE, 1);
  return undefined;
}

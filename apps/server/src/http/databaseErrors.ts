import { HttpError } from './httpError.js';

/** PostgreSQL's SQLSTATE and better-sqlite3's codes for the failures a race can still cause. */
const UNIQUE_VIOLATIONS = new Set([
  '23505',
  'SQLITE_CONSTRAINT_PRIMARYKEY',
  'SQLITE_CONSTRAINT_UNIQUE',
]);
const RETRYABLE = new Set(['40001', '40P01', 'SQLITE_BUSY']);
/** The database went away: shut down, crashed, restarting, or the connection was cut. */
const UNAVAILABLE = new Set([
  '57P01',
  '57P02',
  '57P03',
  '08000',
  '08003',
  '08006',
  'ECONNREFUSED',
  'ECONNRESET',
]);

export const CONFLICT_MESSAGE =
  'Someone saved the same item at the same moment. Reload and try again.';
export const RETRY_MESSAGE = 'The database was busy with other changes. Please try again.';
export const UNAVAILABLE_MESSAGE =
  'The database stopped answering. Reload in a moment to see whether this change was saved, then try again if it was not.';
const UNAVAILABLE_RETRY_SECONDS = 5;

const LOST_CONNECTION = /^Connection terminated|is not queryable/;

const unavailable = () =>
  new HttpError(503, 'database_unavailable', UNAVAILABLE_MESSAGE, UNAVAILABLE_RETRY_SECONDS);

/**
 * A database error a concurrent writer or a lost connection can cause, as the answer it deserves: writes are serialised
 * per organisation, so conflicts should not happen, but one that does is a conflict for the client,
 * and a database that went away (a write may or may not have committed just before) is a retry,
 * never a 500.
 */
export function fromDatabase(err: unknown): HttpError | undefined {
  // pg's own words for a connection that died under a query, or for using it afterwards.
  if (err instanceof Error && LOST_CONNECTION.test(err.message)) return unavailable();
  if (typeof err !== 'object' || err === null || !('code' in err)) return undefined;
  const code = String(err.code);
  if (UNAVAILABLE.has(code)) return unavailable();
  if (UNIQUE_VIOLATIONS.has(code)) return new HttpError(409, 'conflict', CONFLICT_MESSAGE);
  if (RETRYABLE.has(code)) return new HttpError(503, 'busy', RETRY_MESSAGE, 1);
  return undefined;
}

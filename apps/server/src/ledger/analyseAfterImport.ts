import { sql } from 'kysely';
import type { Logger } from 'pino';
import type { SqlDatabase } from '../db/sqlDatabase.js';

/** An import this large can change the table's shape enough to mislead the planner. */
export const ANALYSE_AFTER_ROWS = 10_000;

/**
 * Refreshes PostgreSQL's statistics of the ledger after a large import, so the next page of
 * transactions is read through the index instead of by scanning and sorting every row (autovacuum
 * would get to it, but only later). Run after the answer: the import has already landed. SQLite
 * plans from its indexes alone, and an ANALYZE there would hold its one connection.
 */
export function analyseAfterImport(database: SqlDatabase, rows: number, logger: Logger): void {
  if (database.dialect !== 'postgres' || rows < ANALYSE_AFTER_ROWS) return;
  sql`analyze ledger_transaction`.execute(database.kysely).catch((err: unknown) => {
    const reason = err instanceof Error ? err.message : String(err);
    logger.warn({ reason }, 'could not refresh the ledger statistics after an import');
  });
}

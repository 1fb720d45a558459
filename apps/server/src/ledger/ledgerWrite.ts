import type { Kysely } from 'kysely';
import type { Tables } from '../db/tables.js';

/**
 * Runs one write to an organisation's ledger in a database transaction that first takes the
 * organisation's turn: its head row is bumped, which on PostgreSQL holds the row's lock until
 * commit. So each write reads what the previous one committed (no lost edit, no duplicate id slips
 * past its check, a document's version is compared with the stored one), and one organisation's
 * changes commit in the order of their numbers, which keeps the feed free of gaps. Other
 * organisations write in parallel. SQLite, with its one writer, was already serialised; there the
 * bump costs one statement.
 */
export function ledgerWrite<T>(
  db: Kysely<Tables>,
  orgId: string,
  body: (trx: Kysely<Tables>) => Promise<T>,
): Promise<T> {
  return db.transaction().execute(async (trx) => {
    await trx
      .insertInto('ledger_head')
      .values({ org_id: orgId, writes: 1 })
      .onConflict((conflict) =>
        conflict
          .column('org_id')
          .doUpdateSet((eb) => ({ writes: eb('ledger_head.writes', '+', 1) })),
      )
      .execute();
    return body(trx);
  });
}

import type { Kysely } from 'kysely';
import type { Tables } from '../db/tables.js';
import { answerOfLanded, rememberLanded } from './landedMutations.js';
import type { Mutation, MutationSender } from './landedMutations.js';

/** The organisation written to, and, when the write carries an Idempotency-Key, who sent it. */
export type LedgerScope = { orgId: string; userId?: string; at?: string; mutation?: Mutation };

function senderOf(scope: LedgerScope): MutationSender | undefined {
  const { orgId, userId, at, mutation } = scope;
  return mutation && userId && at ? { orgId, userId, at, mutation } : undefined;
}

/**
 * Runs one write to an organisation's ledger in a database transaction that first takes the
 * organisation's turn: its head row is bumped, which on PostgreSQL holds the row's lock until
 * commit. So each write reads what the previous one committed (no lost edit, no duplicate id slips
 * past its check, a document's version is compared with the stored one), and one organisation's
 * changes commit in the order of their numbers, which keeps the feed free of gaps. Other
 * organisations write in parallel. SQLite, with its one writer, was already serialised; there the
 * bump costs one statement.
 *
 * A write sent with a key that already landed is not run again: it answers what it answered then,
 * read in the same turn, so even two copies racing each other land once.
 */
export function ledgerWrite<T>(
  db: Kysely<Tables>,
  scope: LedgerScope,
  body: (trx: Kysely<Tables>) => Promise<T>,
): Promise<T> {
  return db.transaction().execute(async (trx) => {
    await trx
      .insertInto('ledger_head')
      .values({ org_id: scope.orgId, writes: 1 })
      .onConflict((conflict) =>
        conflict
          .column('org_id')
          .doUpdateSet((eb) => ({ writes: eb('ledger_head.writes', '+', 1) })),
      )
      .execute();
    const sender = senderOf(scope);
    if (sender) {
      const landed = await answerOfLanded(trx, sender);
      // The stored answer is the JSON of a T this function returned when it landed.
      if (landed) return landed.result as T;
    }
    const result = await body(trx);
    if (sender) await rememberLanded(trx, sender, result);
    return result;
  });
}

import type { LedgerTransaction } from '@cashline/core';
import type { Kysely } from 'kysely';
import type { Tables } from '../db/tables.js';
import { transactionOf } from './transactionRows.js';

/**
 * The organisation's rows of these ids as the ledger holds them now; an id it does not have (never
 * stored, deleted, or another organisation's) is left out. A browser reads back what a refused
 * change touched this way, instead of the whole ledger.
 */
export async function transactionsById(
  db: Kysely<Tables>,
  orgId: string,
  ids: readonly string[],
): Promise<LedgerTransaction[]> {
  const rows = await db
    .selectFrom('ledger_transaction')
    .selectAll()
    .where('org_id', '=', orgId)
    .where('deleted', '=', 0)
    .where('id', 'in', [...new Set(ids)])
    .orderBy('date', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return rows.map(transactionOf);
}

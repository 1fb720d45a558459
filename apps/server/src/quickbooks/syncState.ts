import type { Kysely, Selectable } from 'kysely';
import type { QuickBooksSyncTable, Tables } from '../db/tables.js';

export type SyncState = Selectable<QuickBooksSyncTable>;

export async function readSyncState(
  db: Kysely<Tables>,
  orgId: string,
): Promise<SyncState | undefined> {
  return db
    .selectFrom('quickbooks_sync')
    .selectAll()
    .where('org_id', '=', orgId)
    .executeTakeFirst();
}

/** Changes the organisation's sync state, making its row the first time. */
export async function updateSyncState(
  db: Kysely<Tables>,
  orgId: string,
  changes: Partial<Omit<SyncState, 'org_id'>>,
): Promise<void> {
  const empty = {
    changes_since: null,
    last_synced_at: null,
    last_result: null,
    lost_at: null,
    lost_notice_sent_at: null,
  };
  await db
    .insertInto('quickbooks_sync')
    .values({ ...empty, ...changes, org_id: orgId })
    .onConflict((conflict) => conflict.column('org_id').doUpdateSet(changes))
    .execute();
}

/** A new connection starts afresh: the next sync pulls the whole range, and a loss is forgotten. */
export async function forgetSyncState(db: Kysely<Tables>, orgId: string): Promise<void> {
  await db.deleteFrom('quickbooks_sync').where('org_id', '=', orgId).execute();
}

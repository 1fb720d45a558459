import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Tables } from '../db/tables.js';
import { readSyncState } from './syncState.js';

export const syncStatusSchema = z
  .object({
    everyHours: z.number().int().describe('Hours between syncs; 0: scheduled sync is off.'),
    lastSyncedAt: z.string().optional(),
    lastResult: z
      .object({
        added: z.number().int(),
        updated: z.number().int(),
        deleted: z.number().int(),
        mode: z.enum(['changes', 'full']),
        openItems: z
          .object({
            added: z.number().int(),
            updated: z.number().int(),
            removed: z.number().int(),
            failed: z
              .boolean()
              .optional()
              .describe('The invoices and bills pull failed after the ledger synced.'),
          })
          .optional()
          .describe('What the run changed in the invoices and bills (added, updated, removed).'),
      })
      .optional(),
    lostAt: z
      .string()
      .optional()
      .describe('When QuickBooks refused the connection; syncing stopped until connected again.'),
  })
  .describe("Signed in: the organisation's scheduled sync.");
export type SyncStatus = z.infer<typeof syncStatusSchema>;

/** The scheduled sync of a connection's owner: an organisation's (`org:<id>`), else none. */
export async function syncStatusOf(
  db: Kysely<Tables>,
  owner: string,
  everyHours: number,
): Promise<SyncStatus | undefined> {
  if (!owner.startsWith('org:')) return undefined;
  const state = await readSyncState(db, owner.slice('org:'.length));
  const result = syncStatusSchema.shape.lastResult.safeParse(
    state?.last_result ? JSON.parse(state.last_result) : undefined,
  );
  return {
    everyHours,
    ...(state?.last_synced_at ? { lastSyncedAt: state.last_synced_at } : {}),
    ...(result.success && result.data ? { lastResult: result.data } : {}),
    ...(state?.lost_at ? { lostAt: state.lost_at } : {}),
  };
}

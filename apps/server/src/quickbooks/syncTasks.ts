import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import type { Tables } from '../db/tables.js';
import type { ScheduledTask } from '../schedule/taskScheduler.js';
import type { SyncOutcome } from './quickbooksSync.js';

const ORG_PREFIX = 'org:';

/** The organisations connected to QuickBooks (a session's own connection is never synced). */
export async function connectedOrganisations(db: Kysely<Tables>): Promise<string[]> {
  const rows = await db
    .selectFrom('quickbooks_connections')
    .select('session_id')
    .where('session_id', 'like', `${ORG_PREFIX}%`)
    .orderBy('session_id')
    .execute();
  return rows.map((row) => row.session_id.slice(ORG_PREFIX.length));
}

/**
 * A sync task for each organisation connected now, every `everyMs`. An organisation whose
 * connection QuickBooks refused has none (the refusal removed the connection), so it is not tried
 * again until an admin connects again.
 */
export function quickBooksSyncTasks(deps: {
  db: Kysely<Tables>;
  everyMs: number;
  sync(orgId: string, signal: AbortSignal): Promise<SyncOutcome>;
  logger: Pick<Logger, 'info'>;
}): () => Promise<ScheduledTask[]> {
  return async () =>
    (await connectedOrganisations(deps.db)).map((orgId) => ({
      name: `quickbooks-sync:${orgId}`,
      orgId,
      everyMs: deps.everyMs,
      leaseMs: 30 * 60_000,
      async run(signal) {
        const outcome = await deps.sync(orgId, signal);
        deps.logger.info({ orgId, ...outcome }, 'QuickBooks synced');
      },
    }));
}

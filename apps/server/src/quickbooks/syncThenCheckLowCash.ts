import type { Logger } from 'pino';
import { checkLowCashLater } from '../notify/lowCashCheck.js';
import { OpenItemsSyncError } from './quickbooksSync.js';
import type { SyncOutcome } from './quickbooksSync.js';

type Sync = (orgId: string, signal?: AbortSignal) => Promise<SyncOutcome>;

/**
 * A scheduled sync that then queues the organisation's low-cash check: after it lands, and also
 * when only the invoices and bills pull failed, since the ledger synced before it and the forecast
 * may have moved. A sync that failed before the ledger landed changed nothing to check.
 */
export function syncThenCheckLowCash(
  sync: Sync,
  check: (orgId: string) => Promise<number>,
  logger: Pick<Logger, 'warn'>,
): Sync {
  return async (orgId, signal) => {
    try {
      const outcome = await sync(orgId, signal);
      checkLowCashLater(check, orgId, logger);
      return outcome;
    } catch (error) {
      if (error instanceof OpenItemsSyncError) checkLowCashLater(check, orgId, logger);
      throw error;
    }
  };
}

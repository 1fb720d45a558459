import type { Transaction } from '@cashline/core';
import { withBackoff } from './backoff.js';
import type { BackoffOptions } from './backoff.js';
import type { PullBudget } from './pullBudget.js';
import { PAGE_SIZE } from './ledgerClient.js';
import type { DateRange, LedgerClient } from './ledgerClient.js';
import { mapTransaction } from './mapTransaction.js';
import { QBO_ENTITY_NAMES } from './qboEntities.js';
import type { QboEntityName } from './qboEntities.js';

export type SkippedRecord = { entity: QboEntityName; id: string; reason: string };
export type PulledLedger = {
  transactions: Transaction[];
  skipped: SkippedRecord[];
  queries: number;
};

/**
 * Pulls every cash-moving entity in the range, page by page (1000 a query) until a page comes back
 * short, backing off when throttled, and maps each record. Newest first, like the app's list.
 * No request is made once the budget has run out or its client has gone.
 */
export async function pullLedger(
  client: LedgerClient,
  range: DateRange,
  backoff: BackoffOptions,
  budget: PullBudget,
): Promise<PulledLedger> {
  const transactions: Transaction[] = [];
  const skipped: SkippedRecord[] = [];
  let queries = 0;
  // One entity and page at a time: Intuit throttles per company, and order keeps results stable.
  for (const entity of QBO_ENTITY_NAMES) {
    for (let start = 1; ; start += PAGE_SIZE) {
      const rows = await withBackoff(() => client.queryPage(entity, range, start), backoff, budget);
      queries += 1;
      for (const row of rows) {
        const result = mapTransaction(entity, row);
        if (result.ok) transactions.push(result.transaction);
        else skipped.push({ entity: result.entity, id: result.id, reason: result.reason });
      }
      if (rows.length < PAGE_SIZE) break;
    }
  }
  transactions.sort((a, b) =>
    a.date === b.date ? a.id.localeCompare(b.id) : a.date < b.date ? 1 : -1,
  );
  return { transactions, skipped, queries };
}

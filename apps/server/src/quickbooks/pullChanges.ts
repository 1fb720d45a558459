import type { Transaction } from '@cashline/core';
import type { BackoffOptions } from './backoff.js';
import { cashAccountsOf } from './bankingEntities.js';
import type { LedgerClient } from './ledgerClient.js';
import { QBO_ENTITY_NAMES } from './qboEntities.js';
import type { PullBudget } from './pullBudget.js';
import { mapRecord, pageReader } from './pullLedger.js';
import type { SkippedRecord } from './pullLedger.js';
import { familyOf } from './recordFamily.js';

/** The most objects Intuit puts in one change-data-capture answer. */
export const CDC_MAX_OBJECTS = 1000;

export type PulledChanges = {
  /** Each changed record's family and the rows it is now: none when deleted, voided or cashless. */
  families: Map<string, Transaction[]>;
  skipped: SkippedRecord[];
  queries: number;
  /** False when the answer was at Intuit's cap, so some changes may be missing from it. */
  complete: boolean;
};

const isDeleted = (row: unknown): boolean =>
  typeof row === 'object' && row !== null && (row as { status?: unknown }).status === 'Deleted';

const idOf = (row: unknown): string | undefined => {
  const id = typeof row === 'object' && row !== null ? (row as { Id?: unknown }).Id : undefined;
  return typeof id === 'string' && /^\d{1,20}$/.test(id) ? id : undefined;
};

/**
 * Reads what changed in QuickBooks since `since` through change data capture: the chart of
 * accounts (it says which accounts hold cash), then one CDC request for every cash-moving entity.
 */
export async function pullChanges(
  client: LedgerClient,
  since: string,
  backoff: BackoffOptions,
  budget: PullBudget,
): Promise<PulledChanges> {
  const pages = pageReader(backoff, budget);
  const cash = cashAccountsOf(await pages.all((start) => client.accountsPage(start)));
  const changed = await pages.one(() => client.changesSince(QBO_ENTITY_NAMES, since));
  const families = new Map<string, Transaction[]>();
  const skipped: SkippedRecord[] = [];
  for (const entity of QBO_ENTITY_NAMES) {
    for (const row of changed.byEntity.get(entity) ?? []) {
      const id = idOf(row);
      if (id === undefined) {
        skipped.push({ entity, id: '', reason: 'unreadable record' });
        continue;
      }
      const family = familyOf(entity, id);
      if (isDeleted(row)) {
        families.set(family, []);
        continue;
      }
      const result = mapRecord(entity, row, cash);
      families.set(family, result.ok ? result.transactions : []);
      if (!result.ok) skipped.push({ entity: result.entity, id: result.id, reason: result.reason });
    }
  }
  return {
    families,
    skipped,
    queries: pages.queries(),
    complete: changed.count < CDC_MAX_OBJECTS,
  };
}

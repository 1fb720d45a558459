import type { Transaction } from '@cashline/core';
import { withBackoff } from './backoff.js';
import type { BackoffOptions } from './backoff.js';
import { cashAccountsOf } from './bankingEntities.js';
import type { CashAccounts } from './bankingEntities.js';
import { PAGE_SIZE } from './ledgerClient.js';
import type { DateRange, LedgerClient } from './ledgerClient.js';
import { mapJournalEntry, mapTransfer } from './mapBankingEntry.js';
import type { MapManyResult } from './mapBankingEntry.js';
import { mapTransaction } from './mapTransaction.js';
import { QBO_ENTITY_NAMES } from './qboEntities.js';
import type { QboEntityName } from './qboEntities.js';
import type { PullBudget } from './pullBudget.js';

export type SkippedRecord = { entity: QboEntityName; id: string; reason: string };
export type PulledLedger = {
  transactions: Transaction[];
  skipped: SkippedRecord[];
  queries: number;
};

/** One record as Cashline transactions: none (with the reason), one, or a transfer's two. */
export function mapRecord(entity: QboEntityName, row: unknown, cash: CashAccounts): MapManyResult {
  if (entity === 'Transfer') return mapTransfer(row, cash);
  if (entity === 'JournalEntry') return mapJournalEntry(row, cash);
  const result = mapTransaction(entity, row);
  return result.ok ? { ok: true, transactions: [result.transaction] } : result;
}

/**
 * Pulls every cash-moving entity in the range, page by page (1000 a query) until a page comes back
 * short, backing off when throttled, and maps each record. The chart of accounts comes first: it
 * says which accounts of a transfer or journal entry hold cash. Newest first, like the app's list.
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
  const pages = pageReader(backoff, budget);
  const cash = cashAccountsOf(await pages.all((start) => client.accountsPage(start)));
  for (const entity of QBO_ENTITY_NAMES) {
    for (const row of await pages.all((start) => client.queryPage(entity, range, start))) {
      const result = mapRecord(entity, row, cash);
      if (result.ok) transactions.push(...result.transactions);
      else skipped.push({ entity: result.entity, id: result.id, reason: result.reason });
    }
  }
  transactions.sort((a, b) =>
    a.date === b.date ? a.id.localeCompare(b.id) : a.date < b.date ? 1 : -1,
  );
  return { transactions, skipped, queries: pages.queries() };
}

/** Reads every page of a query, one page at a time (Intuit throttles per company), and counts them. */
export function pageReader(backoff: BackoffOptions, budget: PullBudget) {
  let queries = 0;
  return {
    queries: () => queries,
    async one<T>(call: () => Promise<T>): Promise<T> {
      const answer = await withBackoff(call, backoff, budget);
      queries += 1;
      return answer;
    },
    async all(page: (start: number) => Promise<unknown[]>): Promise<unknown[]> {
      const rows: unknown[] = [];
      for (let start = 1; ; start += PAGE_SIZE) {
        const batch = await this.one(() => page(start));
        rows.push(...batch);
        if (batch.length < PAGE_SIZE) return rows;
      }
    },
  };
}

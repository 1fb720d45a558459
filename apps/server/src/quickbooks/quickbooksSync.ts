import { applyRules, ledgerDocumentSchemas, withRuleChanges } from '@cashline/core';
import type { Transaction } from '@cashline/core';
import type { Kysely } from 'kysely';
import type { Tables } from '../db/tables.js';
import { landOpenItems } from '../ledger/landOpenItems.js';
import type { LandedItems } from '../ledger/landOpenItems.js';
import { landQuickBooksChanges, QUICKBOOKS_SYNC_USER } from '../ledger/landQuickBooksChanges.js';
import type { LandedCounts, QuickBooksLanding } from '../ledger/landQuickBooksChanges.js';
import { readDocument } from '../ledger/ledgerDocuments.js';
import { defaultDateRange } from './dateRange.js';
import { QuickBooksError } from './quickbooksError.js';
import type { QuickBooksService } from './quickbooksService.js';
import { familyOfTransactionId } from './recordFamily.js';
import { readSyncState, updateSyncState } from './syncState.js';

/** Intuit keeps 30 days of changes; past 29 the sync pulls the whole range instead. */
const CHANGES_KEPT_MS = 29 * 86_400_000;
/** Each sync reads from a little before the last one started, so a change made during it is not missed. */
const OVERLAP_MS = 5 * 60_000;

export type SyncOutcome = LandedCounts & {
  mode: 'changes' | 'full';
  /** What changed in the organisation's invoices and bills (its openItems document). */
  openItems: LandedItems;
};

/** The ledger was synced and kept, but pulling the invoices and bills after it failed. */
export class OpenItemsSyncError extends Error {
  constructor(ledger: LandedCounts, cause: unknown) {
    const reason = cause instanceof Error ? cause.message : String(cause);
    super(
      `The ledger was synced (${ledger.added} added, ${ledger.updated} updated, ${ledger.deleted} deleted), but the invoices and bills were not pulled: ${reason}`,
      { cause },
    );
    this.name = 'OpenItemsSyncError';
  }
}

export type QuickBooksSyncDeps = {
  db: Kysely<Tables>;
  service: QuickBooksService;
  now: () => Date;
  /** Tells the organisation's admins, once, that QuickBooks no longer accepts the connection. */
  connectionLost(orgId: string): Promise<boolean>;
  /** The ledger changed: members' open pages are woken. */
  changed(orgId: string): void;
};

function byFamily(transactions: readonly Transaction[]): Map<string, Transaction[]> {
  const families = new Map<string, Transaction[]>();
  for (const tx of transactions) {
    const family = familyOfTransactionId(tx.id) ?? tx.id;
    families.set(family, [...(families.get(family) ?? []), tx]);
  }
  return families;
}

async function categoriser(db: Kysely<Tables>, orgId: string) {
  const stored = ledgerDocumentSchemas.rules.safeParse(
    (await readDocument(db, orgId, 'rules')).value,
  );
  const rules = stored.success ? stored.data : [];
  return (transactions: Transaction[]) =>
    withRuleChanges(transactions, applyRules(transactions, rules));
}

/**
 * One organisation's scheduled sync: what changed in QuickBooks since the last sync (change data
 * capture), or the last 12 months in full the first time, after 29 days, or when Intuit's answer
 * was at its cap; landed as "QuickBooks sync" with the organisation's rules. Then the open
 * invoices and bills and the last 12 months' paid ones are pulled in full (QuickBooks' change
 * data capture does not cover them here) and merged into the organisation's openItems document,
 * as `POST /api/quickbooks/open-items` does. The ledger is stored first, so a failure of the
 * invoices pull leaves it synced; that failure is thrown (as `OpenItemsSyncError`) for the run's
 * record, and the run is retried. A connection QuickBooks refuses is marked lost and its admins
 * told once; the error is thrown for the run's record.
 */
export async function syncOrganisation(
  deps: QuickBooksSyncDeps,
  orgId: string,
  signal?: AbortSignal,
): Promise<SyncOutcome> {
  const { db, service } = deps;
  const owner = `org:${orgId}`;
  const started = deps.now();
  const state = await readSyncState(db, orgId);
  const prepareNew = await categoriser(db, orgId);
  const range = defaultDateRange(started.toISOString().slice(0, 10));
  try {
    let landing: QuickBooksLanding | undefined;
    const since = state?.changes_since;
    if (since && started.getTime() - Date.parse(since) < CHANGES_KEPT_MS) {
      const changes = await service.changesSince(owner, since, signal);
      if (changes.complete) landing = { families: changes.families, prepareNew };
    }
    const mode = landing ? 'changes' : 'full';
    if (!landing) {
      const pulled = await service.pull(owner, range, signal);
      landing = { families: byFamily(pulled.transactions), wholeRange: range, prepareNew };
    }
    const writer = { orgId, userId: QUICKBOOKS_SYNC_USER, at: deps.now().toISOString() };
    const counts = await landQuickBooksChanges(db, writer, landing);
    // Until the invoices and bills land, the run's record says their pull failed.
    const result = (items: { added: number; updated: number; removed: number; failed?: true }) =>
      JSON.stringify({ ...counts, mode, openItems: items });
    await updateSyncState(db, orgId, {
      changes_since: new Date(started.getTime() - OVERLAP_MS).toISOString(),
      last_synced_at: started.toISOString(),
      last_result: result({ added: 0, updated: 0, removed: 0, failed: true }),
      lost_at: null,
      lost_notice_sent_at: null,
    });
    const ledgerChanged = counts.added + counts.updated + counts.deleted > 0;
    let openItems: LandedItems;
    try {
      const pulled = await service.pullOpenItems(owner, range, signal);
      openItems = await landOpenItems(db, { ...writer, at: deps.now().toISOString() }, pulled);
    } catch (error) {
      if (ledgerChanged) deps.changed(orgId);
      throw new OpenItemsSyncError(counts, error);
    }
    const { added, updated, removed } = openItems;
    await updateSyncState(db, orgId, { last_result: result({ added, updated, removed }) });
    const itemsChanged =
      openItems.added + openItems.updated + openItems.removed + openItems.dropped;
    if (ledgerChanged || itemsChanged > 0) deps.changed(orgId);
    return { ...counts, mode, openItems };
  } catch (thrown) {
    const error = thrown instanceof OpenItemsSyncError ? thrown.cause : thrown;
    const lost =
      error instanceof QuickBooksError &&
      (error.kind === 'connection_lost' || error.kind === 'not_connected');
    if (lost && !state?.lost_at) {
      await updateSyncState(db, orgId, { lost_at: started.toISOString() });
    }
    if (lost && !state?.lost_notice_sent_at && (await deps.connectionLost(orgId))) {
      await updateSyncState(db, orgId, { lost_notice_sent_at: deps.now().toISOString() });
    }
    throw thrown;
  }
}

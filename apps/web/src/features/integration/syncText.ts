import type { QuickBooksSync } from '../../lib/api/quickbooksStatus';

const when = (iso: string) =>
  new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });

const every = (hours: number) =>
  hours === 24 ? 'every day' : hours === 1 ? 'every hour' : `every ${hours} hours`;

const count = (n: number, what: string) => `${n} ${what}`;

/** What the scheduled sync of the organisation's connection did last, in a sentence or two. */
export function syncSentence(sync: QuickBooksSync): string | undefined {
  if (sync.everyHours === 0) return undefined;
  const schedule = `Cashline syncs it ${every(sync.everyHours)} on its own, reading only what changed.`;
  if (!sync.lastSyncedAt) return `${schedule} The first sync starts within a few minutes.`;
  const result = sync.lastResult;
  const changes = result
    ? `: ${count(result.added, 'added')}, ${count(result.updated, 'updated')}, ${count(result.deleted, 'removed')}`
    : '';
  return `${schedule} Last synced ${when(sync.lastSyncedAt)}${changes}.${itemsSentence(result?.openItems)}`;
}

type ItemCounts = NonNullable<NonNullable<QuickBooksSync['lastResult']>['openItems']>;

/** What the last run did to the invoices and bills, after the ledger. */
function itemsSentence(items: ItemCounts | undefined): string {
  if (items === undefined) return '';
  if (items.failed) {
    return ' The invoices and bills could not be pulled then; the next sync tries again.';
  }
  return ` Invoices and bills: ${count(items.added, 'added')}, ${count(items.updated, 'updated')}, ${count(items.removed, 'removed')}.`;
}

/** Why an organisation's connection ended, when QuickBooks refused it. */
export function lostSentence(
  sync: QuickBooksSync | undefined,
  canConnect: boolean,
): string | undefined {
  if (!sync?.lostAt) return undefined;
  const next = canConnect
    ? 'Use Authorize to connect again.'
    : 'An owner or admin of your organisation can connect again.';
  return `QuickBooks stopped accepting the connection on ${when(sync.lostAt)}, so syncing stopped. ${next}`;
}

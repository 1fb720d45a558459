import type { ServerLedgerApi } from '../serverLedgerApi';
import { applyChanges } from './applyChanges';
import { downloadCopy, fetchLists } from './copySync';
import type { HeardPage } from './followFeed';
import type { LedgerCopy } from './ledgerCopyDb';

/** Further behind than this, downloading the ledger again is cheaper than reading the feed. */
export const MAX_CATCH_UP = 10_000;
const FEED_PAGE = 1000;

/**
 * Brings the copy up to the feed's head, in place, and answers whether anything changed, and
 * whether that was more than rows (`lists`: accounts, imports or documents read again). Too far
 * behind, it downloads the ledger afresh and answers that copy as `replaced`. A page the feed
 * answered from the copy's position (`heard`) is its first page: the change is not asked for twice.
 */
export async function catchUp(
  api: ServerLedgerApi,
  copy: LedgerCopy,
  heard?: HeardPage,
): Promise<{ changed: boolean; lists?: boolean; replaced?: LedgerCopy }> {
  let changed = false;
  let refetch = false;
  let first = heard?.since === copy.seq ? heard.page : undefined;
  for (;;) {
    const page = first ?? (await api.changesSince(copy.seq, FEED_PAGE));
    first = undefined;
    if (page.headSeq - copy.seq > MAX_CATCH_UP) {
      const replaced = await downloadCopy(api);
      return {
        changed: true,
        replaced: { ...replaced, serverImportIds: copy.serverImportIds },
      };
    }
    if (page.changes.length === 0) break;
    const followUp = applyChanges(copy.rows, page.changes);
    for (const importId of followUp.importsToFetch) {
      for (const row of await api.allTransactions(undefined, importId)) copy.rows.set(row.id, row);
    }
    refetch ||= followUp.refetchLists;
    changed = true;
    copy.seq = page.lastSeq;
    if (page.lastSeq >= page.headSeq) break;
  }
  if (refetch) Object.assign(copy, await fetchLists(api, copy.rows));
  return { changed, lists: refetch };
}

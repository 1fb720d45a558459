import { keepLocalMatches } from './keepLocalMatches.js';
import { MAX_OPEN_ITEMS } from './openItem.js';
import type { OpenItem } from './openItem.js';

/** Ids of invoices and bills that came from QuickBooks; every other item was added here. */
export const QUICKBOOKS_ITEM_PREFIX = 'qbo-';

export const isQuickBooksItem = (item: OpenItem): boolean =>
  item.id.startsWith(QUICKBOOKS_ITEM_PREFIX);

export type MergeCounts = { added: number; updated: number; removed: number; dropped: number };
export type MergedItems = { items: OpenItem[]; counts: MergeCounts };

const oldestFirst = (a: OpenItem, b: OpenItem) =>
  a.issueDate === b.issueDate ? a.id.localeCompare(b.id) : a.issueDate < b.issueDate ? -1 : 1;

/**
 * The stored invoices and bills after a QuickBooks pull. Items added here are kept as they are.
 * QuickBooks' own items are replaced by what it sent, matched on id, so a pull again updates them,
 * keeping the payments matched here to bank transactions that QuickBooks has not recorded yet (see
 * `keepLocalMatches`): a matched invoice stays paid while QuickBooks still shows it open. One it
 * no longer sends is gone (deleted or voided there) unless it was paid and issued before
 * `historyFrom`, the first day the pull asked about: that one is history QuickBooks was not asked
 * for, and it still teaches the payment-timing model. Past MAX_OPEN_ITEMS the oldest of
 * QuickBooks' items go first, paid before open; the hand-added ones never.
 */
export function mergePulledItems(
  stored: readonly OpenItem[],
  pulled: readonly OpenItem[],
  historyFrom: string,
): MergedItems {
  const pulledById = new Map(pulled.map((item) => [item.id, item]));
  const hand = stored.filter((item) => !isQuickBooksItem(item));
  const counts: MergeCounts = { added: 0, updated: 0, removed: 0, dropped: 0 };
  const kept: OpenItem[] = [];
  const seen = new Set<string>();
  for (const item of stored) {
    if (!isQuickBooksItem(item)) continue;
    seen.add(item.id);
    const pulledItem = pulledById.get(item.id);
    if (pulledItem) {
      const fresh = keepLocalMatches(item, pulledItem);
      if (JSON.stringify(fresh) !== JSON.stringify(item)) counts.updated += 1;
      kept.push(fresh);
    } else if (item.balance === 0 && item.issueDate < historyFrom) {
      kept.push(item);
    } else {
      counts.removed += 1;
    }
  }
  for (const item of pulled) {
    if (seen.has(item.id)) continue;
    seen.add(item.id);
    counts.added += 1;
    kept.push(item);
  }
  const room = Math.max(0, MAX_OPEN_ITEMS - hand.length);
  if (kept.length <= room) return { items: [...hand, ...kept], counts };
  const paid = kept.filter((item) => item.balance === 0).sort(oldestFirst);
  const open = kept.filter((item) => item.balance > 0).sort(oldestFirst);
  const dropping = new Set([...paid, ...open].slice(0, kept.length - room).map((item) => item.id));
  counts.dropped = dropping.size;
  return { items: [...hand, ...kept.filter((item) => !dropping.has(item.id))], counts };
}

import { mergePulledItems, openItemsSchema } from '@cashline/core';
import type { MergeCounts, OpenItem } from '@cashline/core';
import type { Kysely } from 'kysely';
import type { Tables } from '../db/tables.js';
import { editDocument } from './ledgerDocuments.js';
import type { Writer } from './transactionWrites.js';

export type LandedItems = MergeCounts & { version: number };

/**
 * Stores a QuickBooks pull's invoices and bills into the organisation's document, merged with
 * what is stored at that moment (mergePulledItems) in the organisation's turn, so a member's save
 * that lands just before is kept and one based on the version before gets 409 and merges. A pull
 * that changes nothing leaves the version as it was.
 */
export async function landOpenItems(
  db: Kysely<Tables>,
  writer: Writer,
  pulled: { items: readonly OpenItem[]; historyFrom: string },
): Promise<LandedItems> {
  let counts: MergeCounts = { added: 0, updated: 0, removed: 0, dropped: 0 };
  const saved = await editDocument(db, writer, 'openItems', (current) => {
    const stored = openItemsSchema.safeParse(current.value);
    const merged = mergePulledItems(
      stored.success ? stored.data : [],
      pulled.items,
      pulled.historyFrom,
    );
    counts = merged.counts;
    const changed = counts.added + counts.updated + counts.removed + counts.dropped > 0;
    return changed ? merged.items : undefined;
  });
  if (!saved.ok) throw new Error(`The pulled invoices and bills were refused: ${saved.message}`);
  return { ...counts, version: saved.document.version };
}

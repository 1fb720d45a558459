import { openItemsSchema } from '@cashline/core';
import type { OpenItem } from '@cashline/core';
import { serverDocument } from '../ledger/serverDocument';

/** Signed out, the invoices and bills are kept in this browser, like the ledger they add to. */
export const OPEN_ITEMS_KEY = 'cashline.openItems';

function parsed(value: unknown): readonly OpenItem[] {
  const result = openItemsSchema.safeParse(value);
  return result.success ? result.data : [];
}

export function readOpenItems(storage: Storage = localStorage): readonly OpenItem[] {
  try {
    const raw = storage.getItem(OPEN_ITEMS_KEY);
    return raw === null ? [] : parsed(JSON.parse(raw));
  } catch {
    return [];
  }
}

/** Saves the list; false when the browser would not store it (private mode, quota). */
export function writeOpenItems(items: readonly OpenItem[], storage: Storage = localStorage) {
  try {
    storage.setItem(OPEN_ITEMS_KEY, JSON.stringify(items));
    return true;
  } catch {
    return false;
  }
}

/** The organisation's invoices and bills: a versioned document of its ledger, shared by the team. */
export const serverOpenItems = (orgId: string) => serverDocument(orgId, 'openItems', parsed);

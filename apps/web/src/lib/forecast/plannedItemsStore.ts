import { plannedItemsSchema } from '@cashline/core';
import type { PlannedItem } from '@cashline/core';
import { serverDocument } from '../ledger/serverDocument';

/** Signed out, the planned items are kept in this browser, like the ledger they add to. */
export const PLANNED_ITEMS_KEY = 'cashline.plannedItems';

function parsed(value: unknown): readonly PlannedItem[] {
  const result = plannedItemsSchema.safeParse(value);
  return result.success ? result.data : [];
}

export function readPlannedItems(storage: Storage = localStorage): readonly PlannedItem[] {
  try {
    const raw = storage.getItem(PLANNED_ITEMS_KEY);
    return raw === null ? [] : parsed(JSON.parse(raw));
  } catch {
    return [];
  }
}

/** Saves the list; false when the browser would not store it (private mode, quota). */
export function writePlannedItems(items: readonly PlannedItem[], storage: Storage = localStorage) {
  try {
    storage.setItem(PLANNED_ITEMS_KEY, JSON.stringify(items));
    return true;
  } catch {
    return false;
  }
}

/** The organisation's planned items: a versioned document of its ledger, shared by the team. */
export const serverPlannedItems = (orgId: string) => serverDocument(orgId, 'plannedItems', parsed);

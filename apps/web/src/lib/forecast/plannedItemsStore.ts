import { plannedItemsSchema } from '@cashline/core';
import type { PlannedItem } from '@cashline/core';
import { serverLedgerApi } from '../ledger/serverLedgerApi';

/** A change of the planned items: applied to the newest list wherever it is kept. */
export type PlannedEdit = (items: readonly PlannedItem[]) => PlannedItem[];

/** Signed out, the planned items are kept in this browser, like the ledger they add to. */
export const PLANNED_ITEMS_KEY = 'cashline.plannedItems';

function parsed(value: unknown): PlannedItem[] {
  const result = plannedItemsSchema.safeParse(value);
  return result.success ? result.data : [];
}

export function readPlannedItems(storage: Storage = localStorage): PlannedItem[] {
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

/**
 * The organisation's planned items: a versioned document of its ledger on the server, shared by
 * the team. Each edit is applied to the newest list: when a teammate saved meanwhile, the list is
 * read again and the edit applied to it, so neither loses an item.
 */
export function serverPlannedItems(orgId: string) {
  const api = serverLedgerApi(orgId);
  let version = 0;
  let current: PlannedItem[] = [];
  let queue: Promise<unknown> = Promise.resolve();
  const reload = async () => {
    const document = await api.document('plannedItems');
    version = document.version;
    current = parsed(document.value);
    return current;
  };
  const save = async (edit: PlannedEdit) => {
    const next = edit(current);
    const document = await api.saveDocument('plannedItems', version, next);
    version = document.version;
    current = next;
  };
  return {
    load: reload,
    /** Applies an edit and saves it, after the edits before it; rejects when it could not save. */
    apply(edit: PlannedEdit): Promise<void> {
      const done = queue.then(() =>
        save(edit).catch(async () => {
          await reload();
          await save(edit);
        }),
      );
      queue = done.catch(() => undefined);
      return done;
    },
  };
}

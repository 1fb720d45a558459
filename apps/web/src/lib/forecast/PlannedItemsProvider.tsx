import type { PlannedItem } from '@cashline/core';
import { useMemo } from 'react';
import type { ReactNode } from 'react';
import { useSharedDocument } from '../ledger/useSharedDocument';
import type { SharedDocumentStore } from '../ledger/useSharedDocument';
import { PlannedItemsContext } from './PlannedItemsContext';
import {
  PLANNED_ITEMS_KEY,
  readPlannedItems,
  serverPlannedItems,
  writePlannedItems,
} from './plannedItemsStore';

const STORE: SharedDocumentStore<readonly PlannedItem[]> = {
  empty: [],
  storageKey: PLANNED_ITEMS_KEY,
  readLocal: () => readPlannedItems(),
  writeLocal: (items) => writePlannedItems(items),
  server: serverPlannedItems,
};

/**
 * The planned one-off payments and receipts every forecast includes, kept where the ledger is: in
 * this browser, or (signed in) with the organisation's ledger on the server.
 */
export function PlannedItemsProvider({ children }: { children: ReactNode }) {
  const { value: items, saved, change } = useSharedDocument(STORE);
  const value = useMemo(
    () => ({
      items,
      saved,
      add: (item: PlannedItem) =>
        change((list) => [...list.filter((other) => other.id !== item.id), item]),
      remove: (id: string) => change((list) => list.filter((item) => item.id !== id)),
    }),
    [items, saved, change],
  );
  return <PlannedItemsContext.Provider value={value}>{children}</PlannedItemsContext.Provider>;
}

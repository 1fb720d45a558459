import { createContext, useContext } from 'react';
import type { PlannedItem } from '@cashline/core';

export type PlannedItemsValue = {
  /** The one-off payments and receipts the user expects, as kept. */
  items: readonly PlannedItem[];
  /** Adds an item, or replaces the one with its id. */
  add: (item: PlannedItem) => void;
  remove: (id: string) => void;
  /** False when the last change could not be saved. */
  saved: boolean;
};

export const PlannedItemsContext = createContext<PlannedItemsValue | null>(null);

const NO_ITEMS: PlannedItemsValue = {
  items: [],
  add: () => undefined,
  remove: () => undefined,
  saved: true,
};

/** The planned items; none (and changes do nothing) outside the provider. */
export function usePlannedItems(): PlannedItemsValue {
  return useContext(PlannedItemsContext) ?? NO_ITEMS;
}

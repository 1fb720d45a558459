import { createContext, useContext } from 'react';
import type { MergeCounts, OpenItem } from '@cashline/core';

export type OpenItemsValue = {
  /** The invoices and bills, open and paid, as kept. */
  items: readonly OpenItem[];
  /** Adds items (all of them), replacing those of the same ids. */
  add: (items: readonly OpenItem[]) => void;
  remove: (id: string) => void;
  /** Merges items pulled from QuickBooks by id (see core's mergePulledItems); what changed. */
  mergePulled: (pulled: readonly OpenItem[], historyFrom: string) => MergeCounts;
  /** Reads the kept list again, after the server changed it (a signed-in pull). */
  reload: () => void;
  /** False when the last change could not be saved. */
  saved: boolean;
};

export const OpenItemsContext = createContext<OpenItemsValue | null>(null);

const NO_ITEMS: OpenItemsValue = {
  items: [],
  add: () => undefined,
  remove: () => undefined,
  mergePulled: () => ({ added: 0, updated: 0, removed: 0, dropped: 0 }),
  reload: () => undefined,
  saved: true,
};

/** The invoices and bills; none (and changes do nothing) outside the provider. */
export function useOpenItems(): OpenItemsValue {
  return useContext(OpenItemsContext) ?? NO_ITEMS;
}

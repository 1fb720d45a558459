import { createContext, useContext } from 'react';
import type { OpenItem } from '@cashline/core';

export type OpenItemsValue = {
  /** The invoices and bills, open and paid, as kept. */
  items: readonly OpenItem[];
  /** Adds items (all of them), replacing those of the same ids. */
  add: (items: readonly OpenItem[]) => void;
  remove: (id: string) => void;
  /** False when the last change could not be saved. */
  saved: boolean;
};

export const OpenItemsContext = createContext<OpenItemsValue | null>(null);

const NO_ITEMS: OpenItemsValue = {
  items: [],
  add: () => undefined,
  remove: () => undefined,
  saved: true,
};

/** The invoices and bills; none (and changes do nothing) outside the provider. */
export function useOpenItems(): OpenItemsValue {
  return useContext(OpenItemsContext) ?? NO_ITEMS;
}

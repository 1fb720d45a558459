import { mergePulledItems } from '@cashline/core';
import type { OpenItem } from '@cashline/core';
import { useMemo } from 'react';
import type { ReactNode } from 'react';
import { useSharedDocument } from '../ledger/useSharedDocument';
import type { SharedDocumentStore } from '../ledger/useSharedDocument';
import { OpenItemsContext } from './OpenItemsContext';
import { OPEN_ITEMS_KEY, readOpenItems, serverOpenItems, writeOpenItems } from './openItemsStore';

const STORE: SharedDocumentStore<readonly OpenItem[]> = {
  empty: [],
  storageKey: OPEN_ITEMS_KEY,
  readLocal: () => readOpenItems(),
  writeLocal: (items) => writeOpenItems(items),
  server: serverOpenItems,
};

/**
 * The invoices and bills the forecast places, kept where the ledger is: in this browser, or
 * (signed in) with the organisation's ledger on the server.
 */
export function OpenItemsProvider({ children }: { children: ReactNode }) {
  const { value: items, saved, change, reload } = useSharedDocument(STORE);
  const value = useMemo(
    () => ({
      items,
      saved,
      add: (added: readonly OpenItem[]) => {
        const ids = new Set(added.map((item) => item.id));
        change((list) => [...list.filter((item) => !ids.has(item.id)), ...added]);
      },
      remove: (id: string) => change((list) => list.filter((item) => item.id !== id)),
      mergePulled: (pulled: readonly OpenItem[], historyFrom: string) => {
        change((list) => mergePulledItems(list, pulled, historyFrom).items);
        return mergePulledItems(items, pulled, historyFrom).counts;
      },
      reload,
    }),
    [items, saved, change, reload],
  );
  return <OpenItemsContext.Provider value={value}>{children}</OpenItemsContext.Provider>;
}

import { applyCommands } from '@cashline/core';
import { loadStoreData } from '../transactions/loadStore';
import type { StoreData } from '../transactions/storeChanges';
import { openTransactionChannel } from '../transactions/transactionChannel';
import { deleteStoredData, writeStoredData } from '../transactions/transactionDb';
import type { LedgerBackend } from './ledgerBackend';
import { changeOfCommands } from './transactionsChange';

export const BROWSER_ONLY_LABEL = 'Stored in this browser only';

/** Today's store: IndexedDB in this browser, shared with its other tabs. */
export function localLedgerBackend(): LedgerBackend {
  let channel: ReturnType<typeof openTransactionChannel>;
  /** The ledger as last loaded or stored here; commands apply to it. */
  let held: StoreData | undefined;
  return {
    label: BROWSER_ONLY_LABEL,
    async load() {
      const loaded = await loadStoreData();
      held = loaded.data;
      return loaded;
    },
    async apply(commands) {
      const base = held ?? (await loadStoreData()).data;
      const next = applyCommands(base, commands);
      await writeStoredData(next);
      held = next;
      channel?.announce();
      const change = changeOfCommands(base, next, commands);
      return { data: next, ...(change ? { change } : {}) };
    },
    async reset() {
      await deleteStoredData();
      localStorage.removeItem('transactions');
      held = undefined;
      channel?.announce();
    },
    watch(onChange) {
      channel = openTransactionChannel(onChange);
      const opened = channel;
      return () => {
        opened?.close();
        if (channel === opened) channel = undefined;
      };
    },
  };
}

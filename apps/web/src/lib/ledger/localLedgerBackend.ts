import { loadStoreData } from '../transactions/loadStore';
import { openTransactionChannel } from '../transactions/transactionChannel';
import { deleteStoredData, writeStoredData } from '../transactions/transactionDb';
import type { LedgerBackend } from './ledgerBackend';

export const BROWSER_ONLY_LABEL = 'Stored in this browser only';

/** Today's store: IndexedDB in this browser, shared with its other tabs. */
export function localLedgerBackend(): LedgerBackend {
  let channel: ReturnType<typeof openTransactionChannel>;
  return {
    label: BROWSER_ONLY_LABEL,
    load: loadStoreData,
    async save(_previous, next) {
      await writeStoredData(next);
      channel?.announce();
    },
    async reset() {
      await deleteStoredData();
      localStorage.removeItem('transactions');
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

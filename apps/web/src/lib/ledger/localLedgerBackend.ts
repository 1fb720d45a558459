import { deltaOfIds } from '@cashline/core';
import type { LedgerCommand } from '@cashline/core';
import { loadStoreData } from '../transactions/loadStore';
import { placesOfPatches, rememberPlaces } from '../transactions/rowPlaces';
import { readNewestStoredRows } from '../transactions/storedPreview';
import type { LoadedStore } from '../transactions/loadStore';
import type { StoreData } from '../transactions/storeChanges';
import { openTransactionChannel } from '../transactions/transactionChannel';
import type { LedgerAnnouncement } from '../transactions/transactionChannel';
import {
  deleteStoredData,
  takePreviewedRows,
  writeStoredChange,
  writeStoredData,
} from '../transactions/transactionDb';
import type { LedgerBackend, TransactionsChange } from './ledgerBackend';
import { importAsColumns } from './columnImport';
import { MAX_ANNOUNCED_ROWS, localChange } from './localChange';
import type { LocalChange } from './localChange';
import { idsOfCommands } from './transactionsChange';

export const BROWSER_ONLY_LABEL = 'Stored in this browser only';

type Loaded = Awaited<ReturnType<LedgerBackend['load']>>;

/** The rows a change took out and put in, and where, when it replaced them in place. */
function changeOf(local: LocalChange): Omit<TransactionsChange, 'from'> {
  return local.replacedAt ? { ...local.delta, replacedAt: local.replacedAt } : local.delta;
}

/**
 * Today's store: IndexedDB in this browser, shared with its other tabs. A save writes the months
 * its commands touched and tells the other tabs the commands; a tab holding the ledger the
 * commands were applied to applies them too, so no tab reads the whole ledger again for an edit.
 */
export function localLedgerBackend(): LedgerBackend {
  let channel: ReturnType<typeof openTransactionChannel>;
  /** The ledger as last loaded or stored here; commands apply to it. */
  let held: StoreData | undefined;
  /** The store's revision `held` is; null when the next save must write every month. */
  let revision: string | null = null;
  /** What other tabs announced since, not yet applied to `held`. */
  let inbox: LedgerAnnouncement[] = [];
  /** The page was told of a change and has not loaded since. */
  let notified = false;

  async function readAfresh(): Promise<Loaded> {
    inbox = [];
    const loaded: LoadedStore = await loadStoreData();
    held = loaded.data;
    revision = loaded.revision;
    return { data: loaded.data, rejected: loaded.rejected };
  }

  /**
   * `held` with what other tabs announced: their commands, applied in turn while each starts from
   * the revision held; the store read again when one does not (a message missed) or a tab only
   * said that the store changed. Answers the change when the commands were applied.
   */
  async function caughtUp(): Promise<Loaded> {
    const from = held;
    if (from === undefined) return readAfresh();
    const announced = inbox;
    inbox = [];
    let current = from;
    let at = revision;
    const applied: LocalChange[] = [];
    const commands: LedgerCommand[] = [];
    for (const announcement of announced) {
      if (announcement.type === 'changed') return readAfresh();
      // A read made after that tab saved holds its change already.
      if (announcement.after === at) continue;
      if (announcement.before !== at) return readAfresh();
      let change: LocalChange;
      try {
        change = localChange(current, announcement.commands, announcement.replacedAt);
      } catch {
        // Commands this version cannot apply (another version's tab): read what it stored.
        return readAfresh();
      }
      applied.push(change);
      current = change.data;
      at = announcement.after;
      commands.push(...announcement.commands);
    }
    held = current;
    revision = at;
    if (applied.length === 0) return { data: current, rejected: 0 };
    const delta =
      applied.length === 1 && applied[0]
        ? changeOf(applied[0])
        : deltaOfIds(
            from.transactions,
            current.transactions,
            idsOfCommands(commands, from.importBatches) ?? new Set(),
          );
    return { data: current, rejected: 0, change: { from: from.transactions, ...delta } };
  }

  return {
    label: BROWSER_ONLY_LABEL,
    async load() {
      // A load no announcement asked for (the first, or one the page wants) reads the store.
      if (!notified) return readAfresh();
      notified = false;
      return caughtUp();
    },
    preview: () => takePreviewedRows() ?? readNewestStoredRows(),
    async apply(commands) {
      // What another tab stored meanwhile is taken first, so this save does not write over it.
      const base = held !== undefined && inbox.length === 0 ? held : (await caughtUp()).data;
      const local = localChange(base, commands, placesOfPatches(base.transactions, commands));
      if (local.replacedAt) rememberPlaces(local.data.transactions, local.replacedAt);
      const wrote =
        revision !== null && local.months
          ? await writeStoredChange(local.data, { base: revision, months: local.months })
          : { revision: await writeStoredData(local.data), onlyChanged: false };
      const before = revision;
      held = local.data;
      revision = wrote.revision;
      const rows = local.delta.removed.length + local.delta.added.length;
      const replacedAt = local.replacedAt;
      channel?.announce(
        wrote.onlyChanged && before !== null && rows <= MAX_ANNOUNCED_ROWS
          ? {
              type: 'commands',
              before,
              after: wrote.revision,
              commands,
              ...(replacedAt ? { replacedAt } : {}),
            }
          : { type: 'changed' },
      );
      // The pages are not told the rows of an import or its undo: they make their figures afresh.
      const change: TransactionsChange | undefined = idsOfCommands(commands)
        ? { from: base.transactions, ...changeOf(local) }
        : undefined;
      return { data: local.data, ...(change ? { change } : {}) };
    },
    async importAsColumns(lists, plan) {
      const base = held !== undefined && inbox.length === 0 ? held : (await caughtUp()).data;
      const imported = await importAsColumns(base, revision, lists, plan);
      if (!imported) return undefined;
      // The rows are in the store only: the next load or change reads them from there.
      held = undefined;
      revision = imported.revision;
      channel?.announce({ type: 'changed' });
      return { shell: imported.shell, batch: imported.batch };
    },
    async reset() {
      await deleteStoredData();
      localStorage.removeItem('transactions');
      held = undefined;
      revision = null;
      inbox = [];
      channel?.announce({ type: 'changed' });
    },
    watch(onChange) {
      channel = openTransactionChannel((announcement) => {
        inbox.push(announcement);
        // One load takes every announcement made before it runs.
        if (notified) return;
        notified = true;
        onChange();
      });
      const opened = channel;
      return () => {
        opened?.close();
        if (channel === opened) channel = undefined;
      };
    },
  };
}

import type { StoreData } from '../../transactions/storeChanges';
import type { LedgerBackend } from '../ledgerBackend';
import { ledgerDiff } from '../ledgerDiff';
import { CHUNK, serverLedgerApi } from '../serverLedgerApi';
import type { ServerLedgerApi } from '../serverLedgerApi';
import { catchUp, downloadCopy } from './copySync';
import { storeDataOf } from './copyStoreData';
import {
  clearCopy,
  copyDatabaseName,
  openCopyDatabase,
  readCopy,
  writeCopy,
  writeOutbox,
} from './ledgerCopyDb';
import type { LedgerCopy } from './ledgerCopyDb';
import { coalesce, entriesOfDiff } from './outbox';
import type { BaseVersions, OutboxEntry } from './outbox';
import { applyPending } from './pendingChanges';
import { isRefusal, overwrittenMessage, refusalMessage, sendEntry } from './sendEntry';

const POLL_MS = 4000;
const FIRST_RETRY_MS = 1000;
const LAST_RETRY_MS = 30_000;

function versionsOf(copy: LedgerCopy): BaseVersions {
  return {
    transaction: (id) => copy.rows.get(id)?.version ?? 1,
    account: (id) => copy.accounts.find((a) => a.id === id)?.version ?? 1,
    settings: () => copy.settings.version,
  };
}

/**
 * The organisation's ledger, kept in this browser too (team-ledger.md, Sync). Loading answers the
 * stored copy at once and catches up from the change feed; edits are stored in the copy and an
 * outbox, then sent in order whenever the server can be reached, retried after network failures.
 */
export function syncedLedgerBackend(
  orgId: string,
  userId: string,
  api: ServerLedgerApi = serverLedgerApi(orgId),
): LedgerBackend {
  let database: Promise<IDBDatabase> | undefined;
  let copy: LedgerCopy | undefined;
  let outbox: OutboxEntry[] = [];
  let view: StoreData | undefined;
  let sending = false;
  let retryMs = FIRST_RETRY_MS;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let onChange: (() => void) | undefined;
  let onNotice: ((message: string) => void) | undefined;

  const db = () => (database ??= openCopyDatabase(copyDatabaseName(orgId, userId)));

  let opening: Promise<LedgerCopy> | undefined;
  /** The copy in memory, else the stored one, else one downloaded now; one at a time. */
  function ensureCopy(): Promise<LedgerCopy> {
    if (copy) return Promise.resolve(copy);
    opening ??= openCopy().finally(() => {
      opening = undefined;
    });
    return opening;
  }

  async function openCopy(): Promise<LedgerCopy> {
    const stored = await readCopy(await db());
    outbox = stored.outbox;
    if (stored.copy) {
      copy = stored.copy;
      return copy;
    }
    const fresh = await downloadCopy(api);
    applyPending(fresh, outbox);
    copy = fresh;
    view = undefined;
    // The page shows the ledger while the copy is stored; a failed write is tried again at the next save.
    void db()
      .then((opened) => writeCopy(opened, fresh, outbox))
      .catch(() => undefined);
    return fresh;
  }

  /** Downloads the ledger afresh, dropping what was not sent (after the server refused it). */
  async function resync(): Promise<void> {
    outbox = [];
    copy = await downloadCopy(api);
    view = undefined;
    await writeCopy(await db(), copy, outbox);
    onChange?.();
  }

  let syncing = false;
  /** Catches the copy up with the feed; `notify` tells the page when anything changed. */
  async function sync(notify: boolean): Promise<void> {
    if (syncing) return;
    syncing = true;
    try {
      const current = await ensureCopy();
      const outcome = await catchUp(api, current);
      if (!outcome.changed) return;
      const next = outcome.replaced ?? current;
      applyPending(next, outbox);
      copy = next;
      view = undefined;
      await writeCopy(await db(), next, outbox);
      if (notify) onChange?.();
    } finally {
      syncing = false;
    }
  }

  function retryLater(): void {
    clearTimeout(retryTimer);
    retryTimer = setTimeout(() => void send(), retryMs);
    retryMs = Math.min(retryMs * 2, LAST_RETRY_MS);
  }

  async function send(): Promise<void> {
    if (sending || !copy) return;
    sending = true;
    try {
      while (outbox[0] && copy) {
        const entry = outbox[0];
        let overwritten: Record<string, string[]>;
        try {
          overwritten = await sendEntry(api, entry, copy);
        } catch (error) {
          if (!isRefusal(error)) return retryLater();
          onNotice?.(refusalMessage(error));
          return await resync();
        }
        retryMs = FIRST_RETRY_MS;
        outbox = outbox.slice(1);
        if (entry.kind === 'batch') await writeOutbox(await db(), outbox);
        else await writeCopy(await db(), copy, outbox);
        const message = overwrittenMessage(overwritten, copy);
        if (message) onNotice?.(message);
      }
    } finally {
      sending = false;
    }
  }

  return {
    label: 'Stored on the server for your team',
    async load() {
      // A copy already open is brought up to date first (a reload asked for); a stored one is
      // answered at once and caught up by the watch.
      if (copy) await sync(false).catch(() => undefined);
      const current = await ensureCopy();
      view ??= storeDataOf(current);
      void send();
      return { data: view, rejected: 0 };
    },
    async save(previous, next) {
      const current = await ensureCopy();
      const diff = ledgerDiff(previous, next);
      const entries = entriesOfDiff(diff, versionsOf(current), {
        importLayouts: next.importLayouts,
        cashMinimum: next.cashMinimum,
      });
      applyPending(current, entries);
      current.importBatches = next.importBatches;
      // The entry being sent is left as it is; later ones may be combined.
      const head = sending ? outbox.slice(0, 1) : [];
      outbox = [...head, ...coalesce([...outbox.slice(head.length), ...entries])];
      view = next;
      await writeCopy(await db(), current, outbox);
      void send();
    },
    async reset() {
      const ids = [...(await ensureCopy()).rows.keys()];
      for (let start = 0; start < ids.length; start += CHUNK) {
        await api.batch({ delete: ids.slice(start, start + CHUNK) });
      }
      await clearCopy(await db());
      copy = undefined;
      outbox = [];
      view = undefined;
    },
    watch(changed, notice) {
      onChange = changed;
      onNotice = notice;
      let stopped = false;
      const poll = async () => {
        try {
          await sync(true);
        } catch {
          // Offline or signed out for a moment: the next poll tries again.
        }
        void send();
      };
      const timer = setInterval(() => {
        if (!stopped) void poll();
      }, POLL_MS);
      const online = () => void poll();
      window.addEventListener('online', online);
      void poll();
      return () => {
        stopped = true;
        clearInterval(timer);
        clearTimeout(retryTimer);
        window.removeEventListener('online', online);
        if (onChange === changed) onChange = undefined;
      };
    },
  };
}

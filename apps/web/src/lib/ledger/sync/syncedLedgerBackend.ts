import type { Transaction } from '@cashline/core';
import { PREVIEW_ROWS } from '../../transactions/storedPreview';
import type { LedgerBackend, SyncStatus } from '../ledgerBackend';
import { CHUNK, serverLedgerApi } from '../serverLedgerApi';
import type { ServerLedgerApi } from '../serverLedgerApi';
import { catchUp } from './copyCatchUp';
import { downloadCopy } from './copySync';
import { watchElsewhere } from './watchElsewhere';
import type { HeardPage } from './followFeed';
import { createdIds } from '../transactionsChange';
import { appliedCommands } from './appliedCommands';
import { CopyView } from './copyView';
import {
  clearCopy,
  copyDatabaseName,
  openCopyDatabase,
  readCopy,
  readOutbox,
  writeOutbox,
} from './ledgerCopyDb';
import type { LedgerCopy } from './ledgerCopyDb';
import { coalesce, entriesOfCommands } from './outbox';
import type { OutboxEntry } from './outbox';
import { serverAccount, versionsOf } from './copyVersions';
import { outboxSender } from './outboxSender';
import { applyPending, tagSentImports } from './pendingChanges';
import { putBack, readBack, undoneIn } from './refusedReadBack';
import { withLock } from './tabLock';
import { TrackedRows } from './trackedRows';
import { whenIdle } from '../../whenIdle';
import { readNewestShown } from './newestShown';
import { copyWrites } from './copyWrites';

/**
 * The organisation's ledger, kept in this browser too (team-ledger.md, Sync). Loading answers the
 * stored copy at once and catches up from the change feed; edits are stored in the copy and an
 * outbox, then sent in order whenever the server can be reached. Every tab of the user shares the
 * copy and the outbox: each change to them is made under one lock, and one tab sends at a time.
 */
export function syncedLedgerBackend(
  orgId: string,
  userId: string,
  api: ServerLedgerApi = serverLedgerApi(orgId),
): LedgerBackend {
  const name = copyDatabaseName(orgId, userId);
  const writeLock = `${name}:write`;
  let database: Promise<IDBDatabase> | undefined;
  let copy: LedgerCopy | undefined;
  const view = new CopyView();
  const copyChanged = () => view.copyChanged();
  let onChange: (() => void) | undefined;
  let onNotice: ((message: string) => void) | undefined;
  let onStatus: ((status: SyncStatus) => void) | undefined;
  let channel: BroadcastChannel | undefined;

  const db = () => (database ??= openCopyDatabase(name));
  const tellOtherTabs = () => channel?.postMessage('changed');

  /**
   * Keys of entries the server refused and this tab undid: an outbox read before one left it must
   * not apply it over the rows put back.
   */
  const undone = new Set<string>();

  /** The stored outbox and the server's import ids, shown over the copy in memory. */
  function showStored(
    current: LedgerCopy,
    stored: { outbox: readonly OutboxEntry[]; serverImportIds: Record<string, string> },
  ): void {
    current.serverImportIds = { ...stored.serverImportIds, ...current.serverImportIds };
    applyPending(
      current,
      stored.outbox.filter((entry) => entry.key === undefined || !undone.has(entry.key)),
    );
    tagSentImports(current);
  }

  const { store, queue, storeWhenIdle } = copyWrites({
    db,
    lockName: writeLock,
    show: showStored,
    stored: (outbox) => sender.report(outbox),
  });

  let opening: Promise<LedgerCopy> | undefined;
  /** The copy in memory, else the stored one, else one downloaded now; one at a time. */
  function ensureCopy(): Promise<LedgerCopy> {
    if (copy) return Promise.resolve(copy);
    opening ??= openCopy().finally(() => {
      opening = undefined;
    });
    return opening;
  }

  /** The newest stored rows read for the first screen; the whole copy is read after them. */
  let previewing: Promise<readonly Transaction[]> | undefined;
  /** Told the newest rows when this tab downloads the ledger, for a first screen without a copy. */
  let tellNewest: (rows: readonly Transaction[]) => void = () => undefined;
  const newestDownloaded = new Promise<readonly Transaction[]>((resolve) => (tellNewest = resolve));

  async function openCopy(): Promise<LedgerCopy> {
    await previewing?.catch(() => undefined);
    const stored = await readCopy(await db());
    sender.report(stored.outbox);
    if (stored.copy) {
      tellNewest([]);
      // The outbox is stored before the copy's pages (`queue`): a reload before they were stored
      // finds its changes there alone.
      if (stored.outbox.length > 0)
        showStored(stored.copy, { outbox: stored.outbox, serverImportIds: {} });
      return (copy = stored.copy);
    }
    // A failed download has no rows to show first (the load says why); nor has one under changes
    // still to be sent, which its first rows would not show.
    const first = stored.outbox.length > 0 ? undefined : { count: PREVIEW_ROWS, take: tellNewest };
    const fresh = await downloadCopy(api, first).finally(() => tellNewest([]));
    applyPending(fresh, stored.outbox);
    copy = fresh;
    copyChanged();
    // The page shows the ledger while the copy is stored; a failed write is tried at the next save.
    void store(fresh).catch(() => undefined);
    return fresh;
  }

  /**
   * A copy read from storage is shown before its ids are indexed (the first screen needs no look-up
   * by id): the index is built once the page is idle, unless an edit or a sync needed it sooner. A
   * row found stored twice is then shown once.
   */
  function indexWhenIdle(current: LedgerCopy): void {
    const rows = current.rows;
    if (!(rows instanceof TrackedRows)) return;
    whenIdle(() => {
      if (copy !== current || current.rows !== rows) return;
      void rows.indexIdsInSlices().then((twice) => {
        if (!twice || copy !== current || current.rows !== rows) return;
        copyChanged();
        onChange?.();
      });
    });
  }

  let syncing: Promise<void> | undefined;
  /** The copy shows a change the server refused and could not be read back: it is downloaded again at the next sync. */
  let stale = false;
  /**
   * Catches the copy up with the feed (from the page it answered, when given) and tells the page
   * when anything changed; one at a time.
   */
  function sync(heard?: HeardPage): Promise<void> {
    syncing ??= catchUpCopy(heard).finally(() => {
      syncing = undefined;
    });
    return syncing;
  }

  /** Syncs; when the copy was marked stale while a sync was already under way, once more. */
  async function syncSettled(): Promise<void> {
    await sync();
    if (stale) await sync();
  }

  async function catchUpCopy(heard?: HeardPage): Promise<void> {
    const current = await ensureCopy();
    showStored(current, await readOutbox(await db()));
    const outcome = stale
      ? { changed: true, replaced: await downloadCopy(api) }
      : await catchUp(api, current, heard);
    stale = false;
    if (!outcome.changed) return;
    const next = outcome.replaced ?? current;
    copy = next;
    // What waits to be sent goes back over the caught-up rows before the page sees them; the page
    // then shows the change, and the copy is stored once the page is idle (its load does not wait
    // for this sync).
    showStored(next, await readOutbox(await db()));
    // The server's echo of an edit made here changes nothing the page shows: no new view, and the
    // pages are not woken (at a million rows a view costs a copy of the list, in every tab).
    // The edit's list is copied for the next change only then: the other members' tabs have heard
    // of the edit too, and copied sooner it would take the cores they show it with.
    if (!outcome.replaced && !outcome.lists && view.keepsUpWith(next)) {
      storeWhenIdle(() => copy);
      return;
    }
    copyChanged();
    onChange?.();
    storeWhenIdle(() => copy);
  }

  const sender = outboxSender({
    api,
    lockName: `${name}:send`,
    current: ensureCopy,
    headOfOutbox: async () => (await readOutbox(await db())).outbox[0],
    triedHead: () =>
      withLock(writeLock, async () => {
        const opened = await db();
        const [head, ...rest] = (await readOutbox(opened)).outbox;
        if (head) await writeOutbox(opened, [{ ...head, tried: true }, ...rest]);
      }),
    /** The head was sent: it leaves the outbox; the copy holds the versions the server answered. */
    sent: async (current) => {
      await store(current, (stored) => stored.slice(1));
      tellOtherTabs();
    },
    /**
     * The head was refused (or had landed): it leaves the outbox, and the server's rows it touched
     * replace the copy's in every tab. When they cannot be read, every tab downloads the ledger again.
     */
    refused: async (head, message) => {
      if (message) onNotice?.(message);
      const current = await ensureCopy();
      const back = await readBack(api, head, current).catch(() => undefined);
      if (back) {
        if (head.key) undone.add(head.key);
        putBack(current, back);
      }
      // The rows read back are the server's: stored even where another tab removed them.
      const readIds = new Set(back?.rows.map((row) => row.id));
      await store(current, (stored) => stored.slice(1), readIds);
      if (back) {
        copyChanged();
        channel?.postMessage({ readBack: back, key: head.key });
        onChange?.();
        return;
      }
      stale = true;
      channel?.postMessage('stale');
      await syncSettled().catch(() => undefined);
    },
    notice: (message) => onNotice?.(message),
    status: (status) => onStatus?.(status),
  });

  /** Another tab changed the copy or the outbox: this one shows what they hold now. */
  async function otherTabChanged(): Promise<void> {
    if (!copy) return;
    // That tab stored the copy already: this one only shows what it queued, without writing.
    const stored = await readOutbox(await db());
    showStored(copy, stored);
    sender.report(stored.outbox);
    copyChanged();
    onChange?.();
    await syncSettled().catch(() => undefined);
  }

  return {
    label: 'Stored on the server for your team',
    async load() {
      // A copy already open is brought up to date first (a reload asked for), unless a sync is
      // under way: that one tells the page again when it changed the copy. A stored copy is
      // answered at once and caught up by the watch.
      if (copy && !syncing) await sync().catch(() => undefined);
      const current = await ensureCopy();
      const shown = view.load(current);
      indexWhenIdle(current);
      void sender.send();
      return { ...shown, rejected: 0 };
    },
    /**
     * The newest rows of the stored copy with the changes still to be sent over them; without a
     * stored copy, the newest rows of the download, once its first page is read: a fresh
     * browser's first screen does not wait for the whole ledger.
     */
    async preview() {
      previewing ??= db().then((opened) => readNewestShown(opened, PREVIEW_ROWS));
      const stored = await previewing;
      return stored.length > 0 ? stored : newestDownloaded;
    },
    async apply(commands) {
      const current = await ensureCopy();
      // What the page shows is the view; a command that cannot apply to it throws, storing nothing.
      const { base, settle } = view.beginApply(current);
      const applied = appliedCommands(base, commands);
      const entries = entriesOfCommands(commands, versionsOf(current), (id) =>
        serverAccount(current, id),
      );
      current.importBatches = applied.lists.importBatches;
      // The head may be on its way to the server from any tab: later entries may be combined.
      await queue(current, (stored) => [
        ...stored.slice(0, 1),
        ...coalesce([...stored.slice(1), ...entries]),
      ]);
      tellOtherTabs();
      // The change is stored in the outbox: it leaves for the server before an edit's list is
      // copied, before the copy's pages are encoded and stored, and before the page shows it.
      await sender.sendNow();
      // The server's answer stores the copy with the versions it gives (`sent`): the edit's pages
      // are encoded and written once, not twice; what is left is stored once the page is idle.
      void sender.settled().then(() => storeWhenIdle(() => copy));
      const { data: next, change } = applied.result();
      settle(next, commands);
      // The rows created are in `next` and now in the copy: the next view must not add them again.
      if (current.rows instanceof TrackedRows) current.rows.seenAdded(createdIds(commands));
      return { data: next, ...(change ? { change } : {}) };
    },
    async reset() {
      const ids = [...(await ensureCopy()).rows.keys()];
      for (let start = 0; start < ids.length; start += CHUNK) {
        await api.batch({ delete: ids.slice(start, start + CHUNK) });
      }
      await withLock(writeLock, async () => clearCopy(await db()));
      copy = undefined;
      view.forget();
      sender.report([]);
      tellOtherTabs();
    },
    watch(changed, notice, status) {
      onChange = changed;
      onNotice = notice;
      onStatus = status;
      const fromOtherTab = (message: unknown) => {
        const undo = undoneIn(message);
        if (undo?.key) undone.add(undo.key);
        if (undo && copy) putBack(copy, undo.readBack);
        if (message === 'stale') stale = true;
        void otherTabChanged().catch(() => undefined);
      };
      const watching = watchElsewhere(name, fromOtherTab, {
        sync,
        send: () => void sender.send(),
        seq: async () => (await ensureCopy()).seq,
        waitForChange: (since, waitMs, signal) => api.waitForChange(since, waitMs, signal),
      });
      channel = watching.channel;
      return () => {
        watching.stop();
        sender.stop();
        if (onChange === changed) onChange = undefined;
      };
    },
  };
}

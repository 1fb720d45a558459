import { whenIdle } from '../../whenIdle';
import { readOutbox, writeCopy, writeOutbox } from './ledgerCopyDb';
import type { LedgerCopy } from './ledgerCopyDb';
import type { OutboxEntry } from './outbox';
import { withLock } from './tabLock';

type StoredOutbox = Awaited<ReturnType<typeof readOutbox>>;
type OutboxChange = (stored: OutboxEntry[]) => OutboxEntry[];

export type CopyWritesHooks = {
  db(): Promise<IDBDatabase>;
  /** The lock every tab takes to change the stored copy or outbox. */
  lockName: string;
  /** Shows the outbox (and the server's import ids) as stored now over the copy in memory. */
  show(current: LedgerCopy, stored: StoredOutbox): void;
  /** The outbox as just stored. */
  stored(outbox: readonly OutboxEntry[]): void;
};

/**
 * The synced backend's writes of its copy and outbox, each under the lock: a change gets the
 * outbox as stored now (other tabs add to it) and answers the next one, which the copy in memory
 * then shows.
 */
export function copyWrites(hooks: CopyWritesHooks) {
  async function changeOutbox(
    current: LedgerCopy,
    change: OutboxChange,
    write: (opened: IDBDatabase, outbox: OutboxEntry[]) => Promise<void>,
  ): Promise<OutboxEntry[]> {
    const outbox = await withLock(hooks.lockName, async () => {
      const opened = await hooks.db();
      const stored = await readOutbox(opened);
      const next = change(stored.outbox);
      hooks.show(current, { ...stored, outbox: next });
      await write(opened, next);
      return next;
    });
    hooks.stored(outbox);
    return outbox;
  }

  /**
   * Stores the copy's changed pages and the outbox as `change` makes it: both or neither.
   * `fromServer` names rows just read from the server, stored whatever another tab stored.
   */
  function store(
    current: LedgerCopy,
    change: OutboxChange = (stored) => stored,
    fromServer?: ReadonlySet<string>,
  ): Promise<OutboxEntry[]> {
    return changeOutbox(current, change, (opened, outbox) =>
      writeCopy(opened, current, outbox, fromServer),
    );
  }

  /**
   * Stores the outbox alone: the copy in memory shows it, and a copy read from storage shows it
   * over its stored rows, so the copy's pages may be stored after.
   */
  function queue(current: LedgerCopy, change: OutboxChange): Promise<OutboxEntry[]> {
    return changeOutbox(current, change, (opened, outbox) => writeOutbox(opened, outbox));
  }

  let storingWhenIdle = false;
  /**
   * Stores the copy (the one `current` answers then) once the page is idle: a change from
   * elsewhere shows first, and the month pages it touched are encoded after. Until then a copy
   * reopened is behind by those changes, which the feed answers again.
   */
  function storeWhenIdle(current: () => LedgerCopy | undefined): void {
    if (storingWhenIdle) return;
    storingWhenIdle = true;
    whenIdle(() => {
      storingWhenIdle = false;
      const copy = current();
      if (copy) void store(copy).catch(() => undefined);
    });
  }

  return { store, queue, storeWhenIdle };
}

import type { SyncStatus } from '../ledgerBackend';
import type { ServerLedgerApi } from '../serverLedgerApi';
import type { LedgerCopy } from './ledgerCopyDb';
import type { OutboxEntry } from './outbox';
import { isRefusal, overwrittenMessage, refusalMessage, sendEntry } from './sendEntry';
import { waitingCount } from './syncStatus';
import { withLockTellingWhenHeld } from './tabLock';

const FIRST_RETRY_MS = 1000;
const LAST_RETRY_MS = 30_000;

export type SenderHooks = {
  api: ServerLedgerApi;
  /** Held while sending, so one tab of the browser sends at a time. */
  lockName: string;
  current(): Promise<LedgerCopy>;
  /** The first entry of the outbox as stored now (any tab may have queued it). */
  headOfOutbox(): Promise<OutboxEntry | undefined>;
  /** Marks the head as tried: a try failed on the way, so the server may have it. */
  triedHead(): Promise<void>;
  /** The head reached the server; `copy` holds what the server answered. */
  sent(copy: LedgerCopy): Promise<void>;
  /**
   * The server refused the head, in these words; it would refuse it again. No words when the
   * refusal only says an earlier try whose answer was lost had reached the server.
   */
  refused(head: OutboxEntry, message: string | null): Promise<void>;
  notice(message: string): void;
  status(status: SyncStatus): void;
};

/**
 * Sends the outbox's entries in order, one at a time, and retries with a growing delay when the
 * server cannot be reached (up to 30 s between tries). Tells what is still to be sent.
 */
export function outboxSender(hooks: SenderHooks) {
  let sending = false;
  /** The sends under way, done once this tab sends nothing. */
  let running: Promise<void> = Promise.resolve();
  let retryMs = FIRST_RETRY_MS;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  const status: SyncStatus = { waiting: 0, sending: null, offline: false };
  const emit = () => hooks.status({ ...status });
  /** Callers of `sendNow` waiting for a request to leave. */
  const departures: (() => void)[] = [];
  const departed = () => {
    for (const resolve of departures.splice(0)) resolve();
  };

  function retryLater(): void {
    clearTimeout(retryTimer);
    retryTimer = setTimeout(() => void send(), retryMs);
    retryMs = Math.min(retryMs * 2, LAST_RETRY_MS);
  }

  async function sendAll(): Promise<void> {
    for (;;) {
      const head = await hooks.headOfOutbox();
      if (!head) return;
      const copy = await hooks.current();
      let overwritten: Record<string, string[]>;
      try {
        const sending = sendEntry(hooks.api, head, copy, (sent, total) => {
          status.sending = { sent, total };
          emit();
        });
        // sendEntry has handed its first request to the network before its first wait.
        departed();
        overwritten = await sending;
      } catch (error) {
        status.sending = null;
        if (!isRefusal(error)) {
          if (!head.tried) await hooks.triedHead();
          status.offline = true;
          emit();
          return retryLater();
        }
        // A change sent with its key is answered as landed when a lost try had landed, so any
        // refusal is real. Without a key (queued by an older version of the app), rows or an import
        // already there (409) after a lost try are taken as that try having landed, and the copy
        // is read back without a word.
        const landedBefore = head.tried === true && head.key === undefined && error.status === 409;
        await hooks.refused(head, landedBefore ? null : refusalMessage(error));
        continue;
      }
      status.sending = null;
      status.offline = false;
      retryMs = FIRST_RETRY_MS;
      await hooks.sent(copy);
      const message = overwrittenMessage(overwritten, copy);
      if (message) hooks.notice(message);
    }
  }

  async function sendOnce(): Promise<void> {
    try {
      // Another tab sending sends what this one queued too: its loop reads the outbox again.
      await withLockTellingWhenHeld(hooks.lockName, sendAll, departed);
    } catch {
      // The copy could not be read or written: the next poll tries again.
    } finally {
      sending = false;
      departed();
    }
  }

  function send(): Promise<void> {
    if (sending) return running;
    sending = true;
    running = sendOnce();
    return running;
  }

  return {
    send,
    /**
     * Sends as `send` does, and resolves once the outbox's next request has left, or as soon as
     * this tab will not send it now: it is sending already (the entry follows in turn), another
     * tab is, there is nothing to send, or the server cannot be reached.
     */
    sendNow(): Promise<void> {
      if (sending) return Promise.resolve();
      const left = new Promise<void>((resolve) => departures.push(resolve));
      void send();
      return left;
    },
    /**
     * Resolves once this tab sends nothing: each entry sent meanwhile was stored with the
     * server's answer (`sent`), or its try failed and waits to be tried again.
     */
    settled(): Promise<void> {
      return running;
    },
    /** The outbox as just stored, for the count of changes waiting. */
    report(outbox: readonly OutboxEntry[]): void {
      status.waiting = waitingCount(outbox);
      if (status.waiting === 0) status.offline = false;
      emit();
    },
    stop(): void {
      clearTimeout(retryTimer);
    },
  };
}

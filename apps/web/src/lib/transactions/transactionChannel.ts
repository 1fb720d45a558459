import type { LedgerCommand } from '@cashline/core';

const CHANNEL_NAME = 'cashline-transactions';

/**
 * What a tab tells the others after it stored a change: the commands that took the store from one
 * revision to the next (a tab at `before` applies them to what it holds), or only that the store
 * changed (every tab reads it again). `replacedAt`, for patches that left their rows in place, says
 * where those rows are in the list, so a tab finds them without a search of the ledger.
 */
export type LedgerAnnouncement =
  | {
      type: 'commands';
      before: string;
      after: string;
      commands: readonly LedgerCommand[];
      replacedAt?: readonly number[];
    }
  | { type: 'changed' };

const isPositions = (value: unknown): value is number[] =>
  Array.isArray(value) && value.every((at) => Number.isInteger(at) && (at as number) >= 0);

/** Earlier versions say 'changed' and nothing else: read it again. */
const CHANGED = 'changed';

function announcementOf(data: unknown): LedgerAnnouncement | undefined {
  if (data === CHANGED) return { type: 'changed' };
  if (typeof data !== 'object' || data === null) return undefined;
  const message = data as {
    type?: unknown;
    before?: unknown;
    after?: unknown;
    commands?: unknown;
    replacedAt?: unknown;
  };
  if (
    message.type === 'commands' &&
    typeof message.before === 'string' &&
    typeof message.after === 'string' &&
    Array.isArray(message.commands)
  ) {
    return {
      type: 'commands',
      before: message.before,
      after: message.after,
      commands: message.commands as LedgerCommand[],
      ...(isPositions(message.replacedAt) ? { replacedAt: message.replacedAt } : {}),
    };
  }
  return undefined;
}

/**
 * Tells other tabs of the same browser how the stored transactions changed, and calls `onChange`
 * when another tab says so. Undefined where the browser has no BroadcastChannel.
 */
export function openTransactionChannel(onChange: (announcement: LedgerAnnouncement) => void) {
  if (typeof BroadcastChannel === 'undefined') return undefined;
  const channel = new BroadcastChannel(CHANNEL_NAME);
  channel.onmessage = (event: MessageEvent) => {
    const announcement = announcementOf(event.data);
    if (announcement) onChange(announcement);
  };
  return {
    // A plain change goes as earlier versions say it, so their tabs still hear it.
    announce: (announcement: LedgerAnnouncement) =>
      channel.postMessage(announcement.type === 'changed' ? CHANGED : announcement),
    close: () => channel.close(),
  };
}

import type { SyncStatus } from '../ledgerBackend';
import type { OutboxEntry } from './outbox';

/** How many changes the outbox holds, counted as the user made them (an import's rows each). */
export function waitingCount(outbox: readonly OutboxEntry[]): number {
  let count = 0;
  for (const entry of outbox) {
    if (entry.kind === 'batch')
      count += entry.create.length + entry.edit.length + entry.delete.length;
    else if (entry.kind === 'import') count += entry.transactions.length;
    else count += 1;
  }
  return count;
}

const plural = (n: number, one: string) =>
  `${n.toLocaleString('en-US')} ${one}${n === 1 ? '' : 's'}`;

/** Words for the user about changes not yet on the server; '' when there are none. */
export function syncStatusText(status: SyncStatus): string {
  if (status.sending) {
    const { sent, total } = status.sending;
    return `Sending ${sent.toLocaleString('en-US')} of ${total.toLocaleString('en-US')} imported transactions to the server…`;
  }
  if (status.waiting === 0) return '';
  if (status.offline) {
    return `Offline: ${plural(status.waiting, 'change')} kept in this browser, to be sent when the server can be reached.`;
  }
  return `${plural(status.waiting, 'change')} waiting to be sent to the server.`;
}

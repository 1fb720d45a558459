import type { TransactionBatchResult } from '@cashline/core';
import { describe, expect, it } from 'vitest';
import { row } from '../../../testing/fakeLedgerServer';
import { copyAt } from '../../../testing/ledgerCopies';
import type { ServerLedgerApi } from '../serverLedgerApi';
import type { OutboxEntry } from './outbox';
import { outboxSender } from './outboxSender';

/** A sender over an outbox of one edit, whose batch the server answers when `answer` is called. */
function setUp() {
  const outbox: OutboxEntry[] = [
    {
      kind: 'batch',
      key: 'k1',
      create: [],
      edit: [{ id: 't1', baseVersion: 1, changes: {} }],
      delete: [],
    },
  ];
  const copy = copyAt(5, [row('t1')]);
  const answers: ((result: TransactionBatchResult) => void)[] = [];
  const api = {
    batch: () => new Promise<TransactionBatchResult>((resolve) => answers.push(resolve)),
  } as unknown as ServerLedgerApi;
  const events: string[] = [];
  const sender = outboxSender({
    api,
    lockName: 'outbox-sender-test',
    current: async () => copy,
    headOfOutbox: async () => outbox[0],
    triedHead: async () => undefined,
    sent: async () => {
      outbox.shift();
      events.push('sent stored');
    },
    refused: async () => undefined,
    notice: () => undefined,
    status: () => undefined,
  });
  const answer = () =>
    answers.shift()?.({
      created: 0,
      edited: [row('t1', { version: 2 })],
      deleted: 0,
      overwritten: {},
    });
  return { sender, events, answer, answers };
}

describe('the outbox sender', () => {
  it('settles once the entry it sent was stored with the server’s answer', async () => {
    const { sender, events, answer, answers } = setUp();
    await sender.sendNow();
    void sender.settled().then(() => events.push('settled'));
    await Promise.resolve();
    expect(answers).toHaveLength(1);
    expect(events).toEqual([]);

    answer();

    await sender.settled();
    expect(events).toEqual(['sent stored', 'settled']);
  });

  it('is settled at once when it sends nothing', async () => {
    const { sender } = setUp();
    await expect(sender.settled()).resolves.toBeUndefined();
  });
});

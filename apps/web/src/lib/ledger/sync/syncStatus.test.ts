import { describe, expect, it } from 'vitest';
import type { OutboxEntry } from './outbox';
import { syncStatusText, waitingCount } from './syncStatus';

const tx = (id: string) => ({
  id,
  date: '2026-03-01',
  description: id,
  amount: -5,
  type: 'outflow' as const,
  category: 'Other',
});

describe('sync status', () => {
  it('counts changes as the user made them: each row of a batch or an import, one per other entry', () => {
    const outbox: OutboxEntry[] = [
      {
        kind: 'batch',
        create: [tx('a')],
        edit: [{ id: 'b', baseVersion: 1, changes: {} }],
        delete: ['c'],
      },
      {
        kind: 'import',
        batch: {
          id: 'i',
          fileName: 'f.csv',
          importedAt: '2026-03-01',
          transactionIds: ['d', 'e'],
          accountId: 'main',
        },
        transactions: [tx('d'), tx('e')],
      },
      { kind: 'settings', baseVersion: 1, value: { importLayouts: {}, cashMinimum: 10 } },
    ];
    expect(waitingCount(outbox)).toBe(6);
  });

  it('says what is being sent, what waits, and that it is kept while offline', () => {
    expect(syncStatusText({ waiting: 0, sending: null, offline: false })).toBe('');
    expect(syncStatusText({ waiting: 1, sending: null, offline: false })).toBe(
      '1 change waiting to be sent to the server.',
    );
    expect(syncStatusText({ waiting: 2500, sending: null, offline: true })).toBe(
      'Offline: 2,500 changes kept in this browser, to be sent when the server can be reached.',
    );
    expect(
      syncStatusText({ waiting: 9, sending: { sent: 5000, total: 12000 }, offline: false }),
    ).toBe('Sending 5,000 of 12,000 imported transactions to the server…');
  });
});

import { describe, expect, it } from 'vitest';
import { lostSentence, syncSentence } from './syncText';

describe('the scheduled sync in words', () => {
  it('says how often, when it last ran and what it changed', () => {
    expect(
      syncSentence({
        everyHours: 24,
        lastSyncedAt: '2025-07-02T12:00:00.000Z',
        lastResult: { added: 1, updated: 2, deleted: 0 },
      }),
    ).toMatch(
      /^Cashline syncs it every day on its own, reading only what changed\. Last synced Jul 2, 2025, \d{1,2}:00 (AM|PM): 1 added, 2 updated, 0 removed\.$/,
    );
    expect(
      syncSentence({
        everyHours: 24,
        lastSyncedAt: '2025-07-02T12:00:00.000Z',
        lastResult: {
          added: 0,
          updated: 1,
          deleted: 0,
          openItems: { added: 3, updated: 2, removed: 1 },
        },
      }),
    ).toMatch(/1 updated, 0 removed\. Invoices and bills: 3 added, 2 updated, 1 removed\.$/);
    expect(
      syncSentence({
        everyHours: 24,
        lastSyncedAt: '2025-07-02T12:00:00.000Z',
        lastResult: {
          added: 0,
          updated: 0,
          deleted: 0,
          openItems: { added: 0, updated: 0, removed: 0, failed: true },
        },
      }),
    ).toMatch(
      /0 removed\. The invoices and bills could not be pulled then; the next sync tries again\.$/,
    );
    expect(syncSentence({ everyHours: 6 })).toBe(
      'Cashline syncs it every 6 hours on its own, reading only what changed. The first sync starts within a few minutes.',
    );
    expect(syncSentence({ everyHours: 0 })).toBeUndefined();
  });

  it('tells an admin to connect again after QuickBooks refused the connection, and others who can', () => {
    const sync = { everyHours: 24, lostAt: '2025-07-03T12:00:00.000Z' };
    expect(lostSentence(sync, true)).toMatch(
      /^QuickBooks stopped accepting the connection on Jul 3, 2025, .+, so syncing stopped\. Use Authorize to connect again\.$/,
    );
    expect(lostSentence(sync, false)).toMatch(
      /An owner or admin of your organisation can connect again\.$/,
    );
    expect(lostSentence({ everyHours: 24 }, true)).toBeUndefined();
  });
});

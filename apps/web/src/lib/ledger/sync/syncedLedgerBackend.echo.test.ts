import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeServer, row } from '../../../testing/fakeLedgerServer';
import { copyDatabaseName, openCopyDatabase, readCopy } from './ledgerCopyDb';
import { syncedLedgerBackend } from './syncedLedgerBackend';

const stops: (() => void)[] = [];
afterEach(() => {
  for (const stop of stops.splice(0)) stop();
  vi.unstubAllGlobals();
});

const storedSeq = async (orgId: string) =>
  (await readCopy(await openCopyDatabase(copyDatabaseName(orgId, 'user-1')))).copy?.seq;

describe("the server's echo of a change made here", () => {
  it('leaves the page as the delete made it: no new view, and the pages are not woken', async () => {
    const server = fakeServer('org-echo-delete', [row('t1'), row('t2', { date: '2026-02-01' })]);
    const backend = syncedLedgerBackend('org-echo-delete', 'user-1');
    const heard = { changes: 0 };
    stops.push(backend.watch(() => (heard.changes += 1)));
    await vi.waitFor(async () => expect((await backend.load()).data.transactions).toHaveLength(2));
    server.batchAnswers.push(async () => ({
      status: 200,
      body: { created: 0, edited: [], deleted: 1, overwritten: {} },
    }));

    const { data } = await backend.apply([{ type: 'deleteTransactions', ids: ['t1'] }]);
    await vi.waitFor(async () => expect(server.seen.batches).toHaveLength(1));
    const woken = heard.changes;
    server.feed([
      {
        entity: 'transaction',
        entityId: 't1',
        op: 'delete',
        before: { description: 'Row t1' },
        after: null,
        userId: 'user-1',
        at: '2026-03-02T00:00:00.000Z',
      },
    ]);

    // The echo was read and the copy stored as of it.
    await vi.waitFor(async () => expect(await storedSeq('org-echo-delete')).toBe(6));
    expect(heard.changes).toBe(woken);
    expect((await backend.load()).data).toBe(data);
    expect(data.transactions.map((t) => t.id)).toEqual(['t2']);
  });
});

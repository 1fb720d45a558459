import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeServer, refusal, row } from '../../../testing/fakeLedgerServer';
import { syncedLedgerBackend } from './syncedLedgerBackend';

const edited = { created: 0, deleted: 0, overwritten: {} };
let stopWatching: () => void = () => undefined;
afterEach(() => {
  stopWatching();
  vi.unstubAllGlobals();
});

/** The backend of a fresh browser, watching, with the notices it showed. */
async function openBackend(orgId: string) {
  const backend = syncedLedgerBackend(orgId, 'user-1');
  const notices: string[] = [];
  stopWatching = backend.watch(
    () => undefined,
    (message) => notices.push(message),
  );
  await backend.load();
  return { backend, notices };
}

const shown = async (backend: ReturnType<typeof syncedLedgerBackend>) =>
  new Map((await backend.load()).data.transactions.map((tx) => [tx.id, tx]));

describe('a change the server refuses', () => {
  it('is undone by putting back the rows it touched as the server has them, without downloading the ledger', async () => {
    const server = fakeServer('org-a', [row('t1'), row('t2', { date: '2026-02-01' })]);
    const { backend, notices } = await openBackend('org-a');
    expect(server.seen.wholeLedger).toBe(1);
    // Meanwhile another member changed t1 (the feed has not told this browser yet).
    server.held.set('t1', row('t1', { description: 'Renamed by Ann', version: 4 }));
    server.batchAnswers.push(async () => refusal(422, 'That category is archived'));

    const applied = await backend.apply([
      { type: 'patchTransactions', patches: [{ id: 't1', set: { category: 'Travel' } }] },
    ]);
    expect(applied.data.transactions.find((tx) => tx.id === 't1')?.category).toBe('Travel');

    await vi.waitFor(
      async () =>
        expect((await shown(backend)).get('t1')).toMatchObject({
          description: 'Renamed by Ann',
          category: 'Rent',
        }),
      { timeout: 10_000 },
    );
    expect(notices).toEqual([
      'Your change was not saved (That category is archived). It has been undone here.',
    ]);
    expect(server.seen.byId).toEqual([['t1']]);
    expect(server.seen.wholeLedger).toBe(1);
    // The undone copy is what a reload (a fresh backend on the stored copy) shows too.
    stopWatching();
    const reopened = await openBackend('org-a');
    expect((await shown(reopened.backend)).get('t1')?.description).toBe('Renamed by Ann');
    expect(server.seen.wholeLedger).toBe(1);
  });

  it('removes rows the server does not have and keeps the changes queued after it', async () => {
    const server = fakeServer('org-b', [row('t1'), row('t2')]);
    const { backend } = await openBackend('org-b');
    // Another member deleted t2; this browser's edit of it is refused. The first batch is held on
    // its way until the second change is queued behind it.
    server.held.delete('t2');
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    server.batchAnswers.push(async () => {
      await held;
      return refusal(404, 'No such transaction in this organisation');
    });
    server.batchAnswers.push(async () => ({
      status: 200,
      body: { ...edited, created: 1, edited: [] },
    }));

    await backend.apply([
      { type: 'patchTransactions', patches: [{ id: 't2', set: { note: 'checked' } }] },
    ]);
    await vi.waitFor(() => expect(server.seen.batches).toHaveLength(1), { timeout: 10_000 });
    const { version: _version, ...created } = row('n1');
    await backend.apply([{ type: 'createTransactions', transactions: [created] }]);
    release();

    await vi.waitFor(() => expect(server.seen.batches).toHaveLength(2), { timeout: 10_000 });
    await vi.waitFor(async () =>
      expect([...(await shown(backend)).keys()].sort()).toEqual(['n1', 't1']),
    );
    expect(server.seen.batches[1]).toMatchObject({ create: [{ id: 'n1' }] });
    expect(server.seen.byId).toEqual([['t2']]);
    expect(server.seen.wholeLedger).toBe(1);
  });

  it('downloads the ledger again when the rows it touched cannot be read back', async () => {
    const server = fakeServer('org-c', [row('t1')]);
    const { backend } = await openBackend('org-c');
    server.held.set('t1', row('t1', { description: 'Renamed by Ann', version: 2 }));
    server.batchAnswers.push(async () => refusal(422, 'Refused'));
    const fetchNow = globalThis.fetch;
    vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) =>
      String(input).includes('/by-id')
        ? Promise.reject(new TypeError('Failed to fetch'))
        : fetchNow(input, init),
    );

    await backend.apply([
      { type: 'patchTransactions', patches: [{ id: 't1', set: { category: 'Travel' } }] },
    ]);

    await vi.waitFor(
      async () =>
        expect((await shown(backend)).get('t1')).toMatchObject({
          description: 'Renamed by Ann',
          category: 'Rent',
        }),
      { timeout: 10_000 },
    );
    expect(server.seen.wholeLedger).toBe(2);
  });
});

import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeServer, refusal, row } from '../../../testing/fakeLedgerServer';
import { copyDatabaseName, openCopyDatabase, readNewestCopyRows, readOutbox } from './ledgerCopyDb';
import type { OutboxEntry } from './outbox';
import { syncedLedgerBackend } from './syncedLedgerBackend';
import { findRow } from '../../transactions/rowPlaces';
import { withLock } from './tabLock';

const stops: (() => void)[] = [];
afterEach(() => {
  for (const stop of stops.splice(0)) stop();
  vi.unstubAllGlobals();
});

/** A tab of the same user on the organisation's ledger, watching; counts what it was told. */
async function openTab(orgId: string) {
  const backend = syncedLedgerBackend(orgId, 'user-1');
  const heard = { changes: 0 };
  stops.push(backend.watch(() => (heard.changes += 1)));
  await backend.load();
  return { backend, heard };
}

const idsShown = async (backend: ReturnType<typeof syncedLedgerBackend>) =>
  (await backend.load()).data.transactions.map((t) => t.id).sort();

describe('the synced ledger after another tab changed it', () => {
  it('shows that change even when an edit made meanwhile could not apply', async () => {
    fakeServer('org-tabs', [row('t1'), row('t2', { date: '2026-02-01' })]);
    const first = await openTab('org-tabs');
    await vi.waitFor(async () => expect(await idsShown(first.backend)).toEqual(['t1', 't2']));
    const second = await openTab('org-tabs');

    await second.backend.apply([{ type: 'deleteTransactions', ids: ['t2'] }]);
    await vi.waitFor(() => expect(first.heard.changes).toBeGreaterThan(0));
    // The first tab's page still showed t2 and edits it before it reloads: t2 is gone.
    await expect(
      first.backend.apply([
        { type: 'patchTransactions', patches: [{ id: 't2', set: { note: 'checked' } }] },
      ]),
    ).rejects.toThrow('no longer exists');

    expect(await idsShown(first.backend)).toEqual(['t1']);
  });

  it('shows a change another tab stored while an edit here waited to be stored', async () => {
    fakeServer('org-race', [row('t1'), row('t2', { date: '2026-02-01' })]);
    const first = await openTab('org-race');
    await vi.waitFor(async () => expect(await idsShown(first.backend)).toEqual(['t1', 't2']));
    // A tab that does not tell the others: they hear of its change only when told below.
    vi.stubGlobal('BroadcastChannel', undefined);
    const second = await openTab('org-race');
    vi.unstubAllGlobals();
    await second.backend.apply([{ type: 'deleteTransactions', ids: ['t2'] }]);

    // The first tab's edit waits for the copy while it hears of the other tab's change.
    let release: () => void = () => undefined;
    const busy = new Promise<void>((resolve) => (release = resolve));
    void withLock(`${copyDatabaseName('org-race', 'user-1')}:write`, () => busy);
    const editing = first.backend.apply([
      { type: 'patchTransactions', patches: [{ id: 't1', set: { note: 'checked' } }] },
    ]);
    const otherTab = new BroadcastChannel(copyDatabaseName('org-race', 'user-1'));
    stops.push(() => otherTab.close());
    otherTab.postMessage('changed');
    await vi.waitFor(() => expect(first.heard.changes).toBeGreaterThan(0));
    release();
    await editing;

    expect(await idsShown(first.backend)).toEqual(['t1']);
  });

  it('shows a row added here once after another tab changed another row', async () => {
    fakeServer('org-added', [row('t1'), row('t2', { date: '2026-02-01' })]);
    const first = await openTab('org-added');
    await vi.waitFor(async () => expect(await idsShown(first.backend)).toEqual(['t1', 't2']));
    const second = await openTab('org-added');
    const { version: _version, ...added } = row('n1', { date: '2026-04-01' });
    await first.backend.apply([{ type: 'createTransactions', transactions: [added] }]);

    const heard = first.heard.changes;
    await second.backend.apply([
      { type: 'patchTransactions', patches: [{ id: 't1', set: { note: 'checked' } }] },
    ]);
    await vi.waitFor(() => expect(first.heard.changes).toBeGreaterThan(heard));

    const { data } = await first.backend.load();
    expect(data.transactions.map((t) => t.id).sort()).toEqual(['n1', 't1', 't2']);
    expect(data.transactions.find((t) => t.id === 't1')?.note).toBe('checked');
  });

  it('shows the rows of an import made here once after another tab changed another row', async () => {
    fakeServer('org-import', [row('t1')]);
    const first = await openTab('org-import');
    await vi.waitFor(async () => expect(await idsShown(first.backend)).toEqual(['t1']));
    const second = await openTab('org-import');
    const imported = ['i1', 'i2'].map((id) => {
      const { version: _version, ...fields } = row(id, { date: '2026-04-01' });
      return fields;
    });
    await first.backend.apply([
      {
        type: 'commitImport',
        batch: {
          id: 'imp-1',
          fileName: 'april.csv',
          importedAt: '2026-04-02T10:00:00.000Z',
          transactionIds: ['i1', 'i2'],
        },
        transactions: imported,
      },
    ]);

    const heard = first.heard.changes;
    await second.backend.apply([
      { type: 'patchTransactions', patches: [{ id: 't1', set: { note: 'checked' } }] },
    ]);
    await vi.waitFor(() => expect(first.heard.changes).toBeGreaterThan(heard));

    expect(await idsShown(first.backend)).toEqual(['i1', 'i2', 't1']);
  });

  it('takes away a row added here that the server refused', async () => {
    const server = fakeServer('org-refused', [row('t1')]);
    const tab = await openTab('org-refused');
    await vi.waitFor(async () => expect(await idsShown(tab.backend)).toEqual(['t1']));
    server.batchAnswers.push(async () => refusal(422, 'That account is archived'));
    const { version: _version, ...added } = row('n1', { date: '2026-04-01' });
    await tab.backend.apply([{ type: 'createTransactions', transactions: [added] }]);

    await vi.waitFor(async () => expect(await idsShown(tab.backend)).toEqual(['t1']), {
      timeout: 10_000,
    });
  });

  it('keeps showing an edit still to be sent when the ledger is downloaded again while it waits', async () => {
    const server = fakeServer('org-far', [row('t1'), row('t2', { date: '2026-02-01' })]);
    // The send never answers: the edit stays in the outbox.
    server.batchAnswers.push(() => new Promise(() => undefined));
    const tab = await openTab('org-far');
    await tab.backend.apply([
      { type: 'patchTransactions', patches: [{ id: 't1', set: { note: 'mine' } }] },
    ]);
    // The feed says this browser is too far behind: the catch-up downloads the ledger again.
    const serverFetch = globalThis.fetch;
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://cashline.test');
      if (url.pathname.endsWith('/changes') && !url.searchParams.has('waitMs')) {
        return Response.json({ changes: [], lastSeq: 20_005, headSeq: 20_005 });
      }
      return serverFetch(input, init);
    });
    const heard = tab.heard.changes;
    window.dispatchEvent(new Event('online'));
    await vi.waitFor(() => expect(tab.heard.changes).toBeGreaterThan(heard));

    const shown = (await tab.backend.load()).data.transactions.find((t) => t.id === 't1');
    expect(shown?.note).toBe('mine');
  });
});

describe('the synced ledger saving an edit', () => {
  it('answers once the edit is on its way to the server, stored in the outbox before it left', async () => {
    const server = fakeServer('org-send', [row('t1'), row('t2', { date: '2026-02-01' })]);
    const tab = await openTab('org-send');
    await vi.waitFor(async () => expect(await idsShown(tab.backend)).toEqual(['t1', 't2']));
    let storedWhenSent: Promise<OutboxEntry[]> | undefined;
    server.batchAnswers.push(() => {
      storedWhenSent = openCopyDatabase(copyDatabaseName('org-send', 'user-1'))
        .then(readOutbox)
        .then((stored) => stored.outbox);
      // The server never answers: what the edit waited for is only its request leaving.
      return new Promise(() => undefined);
    });

    await tab.backend.apply([
      { type: 'patchTransactions', patches: [{ id: 't1', set: { note: 'mine' } }] },
    ]);

    expect(server.seen.batches).toEqual([
      { create: [], edit: [{ id: 't1', baseVersion: 1, changes: { note: 'mine' } }], delete: [] },
    ]);
    expect(await storedWhenSent).toMatchObject([
      { kind: 'batch', edit: [{ id: 't1', changes: { note: 'mine' } }] },
    ]);
  });
  it('answers an edit of a row the page found as that row replaced where it stood', async () => {
    fakeServer('org-place', [
      row('t1'),
      row('t2', { date: '2026-02-01' }),
      row('t3', { date: '2026-01-01' }),
    ]);
    const tab = await openTab('org-place');
    await vi.waitFor(async () => expect(await idsShown(tab.backend)).toHaveLength(3));
    const shown = (await tab.backend.load()).data.transactions;
    const before = findRow(shown, 't2');

    const { data, change } = await tab.backend.apply([
      { type: 'patchTransactions', patches: [{ id: 't2', set: { note: 'mine' } }] },
    ]);

    expect(change?.from).toBe(shown);
    expect(change?.replacedAt).toEqual([1]);
    expect(change?.removed).toEqual([before]);
    expect(change?.added).toEqual([data.transactions[1]]);
    expect(data.transactions[1]).toMatchObject({ id: 't2', note: 'mine' });
    expect(data.transactions[0]).toBe(shown[0]);
    expect(shown[1]).toBe(before);
  });

  it('refuses an edit that leaves its row invalid, queuing nothing', async () => {
    const server = fakeServer('org-invalid', [row('t1')]);
    const tab = await openTab('org-invalid');
    await vi.waitFor(async () => expect(await idsShown(tab.backend)).toEqual(['t1']));

    await expect(
      tab.backend.apply([
        { type: 'patchTransactions', patches: [{ id: 't1', set: { amount: Number.NaN } }] },
      ]),
    ).rejects.toThrow();

    const stored = await openCopyDatabase(copyDatabaseName('org-invalid', 'user-1')).then(
      readOutbox,
    );
    expect(stored.outbox).toEqual([]);
    expect(server.seen.batches).toEqual([]);
  });
});

describe('the synced ledger reopened', () => {
  it('answers the newest rows of its stored copy before the whole copy is read', async () => {
    fakeServer('org-preview', [
      row('t1', { date: '2026-01-10' }),
      row('t2', { date: '2026-03-10' }),
      row('t3', { date: '2026-02-10' }),
    ]);
    const fresh = syncedLedgerBackend('org-preview', 'user-1');
    await fresh.load();
    // The first load stores the copy while the page shows it.
    const reopened = syncedLedgerBackend('org-preview', 'user-1');
    const stored = await openCopyDatabase(copyDatabaseName('org-preview', 'user-1'));
    await vi.waitFor(async () => expect((await readNewestCopyRows(stored, 3)).rows.size).toBe(3));
    stored.close();
    const newest = reopened.preview?.();
    const loading = reopened.load();
    expect((await newest)?.map((t) => t.id)).toEqual(['t2', 't3', 't1']);
    expect((await loading).data.transactions.map((t) => t.id)).toEqual(['t2', 't3', 't1']);
  });

  it('answers a fresh browser the first page of its download before the rest arrives', async () => {
    fakeServer('org-first-page', [row('t1'), row('t2'), row('t3')], 2);
    const serverFetch = globalThis.fetch;
    let release: () => void = () => undefined;
    const rest = new Promise<void>((resolve) => (release = resolve));
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      if (String(input).includes('/columns?cursor=')) await rest;
      return serverFetch(input, init);
    });
    const fresh = syncedLedgerBackend('org-first-page', 'user-1');
    const newest = fresh.preview?.();
    const loading = fresh.load();

    expect((await newest)?.map((t) => t.id)).toEqual(['t1', 't2']);
    release();
    expect((await loading).data.transactions).toHaveLength(3);
  });
});

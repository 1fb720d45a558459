import 'fake-indexeddb/auto';
import type { LedgerTransaction } from '@cashline/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { syncedLedgerBackend } from './syncedLedgerBackend';

const row = (id: string, fields: Partial<LedgerTransaction> = {}): LedgerTransaction => ({
  id,
  date: '2026-03-01',
  description: `Row ${id}`,
  amount: -10,
  type: 'outflow',
  category: 'Rent',
  version: 1,
  ...fields,
});

type Answer = { status: number; body: unknown };
const refusal = (status: number, message: string): Answer => ({
  status,
  body: { success: false, error: 'refused', message },
});

/**
 * The organisation's server as the browser's HTTP client sees it (fetch replaced): the ledger's
 * rows, an empty change feed, and batches answered in turn by `batchAnswers`. Counts the reads of
 * the whole ledger and of rows by id.
 */
function fakeServer(orgId: string, rows: LedgerTransaction[]) {
  const held = new Map(rows.map((r) => [r.id, r]));
  const seen = { wholeLedger: 0, byId: [] as string[][], batches: [] as unknown[] };
  const batchAnswers: (() => Promise<Answer>)[] = [];
  const base = `/api/orgs/${orgId}`;
  const json = ({ status, body }: Answer) => Response.json(body, { status });
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://cashline.test');
    const path = url.pathname;
    const body: unknown = init?.body ? JSON.parse(String(init.body)) : undefined;
    if (path === `${base}/changes`) {
      if (url.searchParams.has('waitMs')) {
        // Held until the page stops watching, as the server holds it until a change.
        await new Promise((_, reject) =>
          init?.signal?.addEventListener('abort', () => reject(new Error('aborted'))),
        );
      }
      return json({ status: 200, body: { changes: [], lastSeq: 5, headSeq: 5 } });
    }
    if (path === `${base}/transactions`) {
      const importId = url.searchParams.get('importId');
      if (!importId) seen.wholeLedger += 1;
      const list = [...held.values()].filter((r) => !importId || r.importId === importId);
      return json({ status: 200, body: { transactions: list } });
    }
    if (path === `${base}/transactions/by-id`) {
      const ids = (body as { ids: string[] }).ids;
      seen.byId.push(ids);
      const found = ids.flatMap((id) => held.get(id) ?? []);
      return json({ status: 200, body: { transactions: found } });
    }
    if (path === `${base}/transactions/batch`) {
      seen.batches.push(body);
      const answer = batchAnswers.shift();
      if (!answer) throw new Error('no answer queued for this batch');
      return json(await answer());
    }
    if (path === `${base}/accounts`) return json({ status: 200, body: [] });
    if (path === `${base}/imports`) return json({ status: 200, body: [] });
    if (path === `${base}/documents/settings`) {
      return json({ status: 200, body: { kind: 'settings', value: null, version: 0 } });
    }
    return json(refusal(404, `Nothing at ${path}`));
  });
  return { held, seen, batchAnswers };
}

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

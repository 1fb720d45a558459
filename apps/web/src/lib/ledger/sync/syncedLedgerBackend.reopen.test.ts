import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeServer, row } from '../../../testing/fakeLedgerServer';
import { copyDatabaseName, openCopyDatabase, readCopy } from './ledgerCopyDb';
import { syncedLedgerBackend } from './syncedLedgerBackend';

afterEach(() => vi.unstubAllGlobals());

const shownOf = (rows: readonly { id: string; note?: string }[]) =>
  rows.map((t) => `${t.id}${t.note ? ` ${t.note}` : ''}`).sort();

describe('the synced ledger reopened with changes still to be sent', () => {
  it('shows them first and once loaded, though the copy was not stored after them', async () => {
    const orgId = 'org-reopen-outbox';
    const server = fakeServer(orgId, [row('t1'), row('t2', { date: '2026-02-01' })]);
    const stored = await openCopyDatabase(copyDatabaseName(orgId, 'user-1'));
    const storedIds = async () => [...((await readCopy(stored)).copy?.rows.keys() ?? [])].sort();
    const before = syncedLedgerBackend(orgId, 'user-1');
    await before.load();
    await vi.waitFor(async () => expect(await storedIds()).toEqual(['t1', 't2']));
    // Offline: the send never answers, so the copy's pages wait (for its answer, then for an idle
    // page); the outbox is stored before the send leaves.
    server.batchAnswers.push(() => new Promise(() => undefined));
    const { version: _version, ...added } = row('n1', { date: '2026-04-01' });
    await before.apply([
      { type: 'patchTransactions', patches: [{ id: 't1', set: { note: 'mine' } }] },
      { type: 'deleteTransactions', ids: ['t2'] },
      { type: 'createTransactions', transactions: [added] },
    ]);
    expect((await readCopy(stored)).copy?.rows.get('t1')?.note).toBeUndefined();
    expect(await storedIds()).toEqual(['t1', 't2']);

    // The page is reloaded before the copy was stored.
    const reopened = syncedLedgerBackend(orgId, 'user-1');
    const first = reopened.preview?.();
    const loading = reopened.load();

    expect(shownOf((await first) ?? [])).toEqual(['n1', 't1 mine']);
    expect(shownOf((await loading).data.transactions)).toEqual(['n1', 't1 mine']);
    stored.close();
  });
});

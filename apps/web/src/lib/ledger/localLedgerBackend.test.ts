import 'fake-indexeddb/auto';
import type { LedgerCommand, Transaction } from '@cashline/core';
import { IDBFactory } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { closeDatabase, writeStoredData } from '../transactions/transactionDb';
import { MAX_ANNOUNCED_ROWS } from './localChange';
import { localLedgerBackend } from './localLedgerBackend';

const row = (i: number, date: string): Transaction => ({
  id: `bank-row-${i}`,
  date,
  description: `Row ${i}`,
  amount: -i,
  type: 'outflow',
  category: 'Other',
});

/** 300 rows in each of March, February and January 2024, newest month first, without accounts. */
const ledger: Transaction[] = [
  ...Array.from({ length: 300 }, (_, i) => row(2000 + i, '2024-03-05')),
  ...Array.from({ length: 300 }, (_, i) => row(1000 + i, '2024-02-05')),
  ...Array.from({ length: 300 }, (_, i) => row(i, '2024-01-05')),
];

const stops: (() => void)[] = [];

/** A tab of this browser on the ledger kept here, watching; counts what it was told. */
async function openTab(watching = true) {
  const backend = localLedgerBackend();
  const heard = { changes: 0 };
  if (watching) stops.push(backend.watch(() => (heard.changes += 1)));
  const loaded = await backend.load();
  return { backend, heard, shown: loaded.data };
}

/** What a tab opened now reads from the store. */
const freshRead = async () => (await localLedgerBackend().load()).data;

const rowKeys = (put: { mock: { calls: unknown[][] } }) =>
  put.mock.calls.map((call) => String(call[1])).filter((key) => key.startsWith('rows/'));

const edit: LedgerCommand[] = [
  { type: 'patchTransactions', patches: [{ id: 'bank-row-1005', set: { description: 'Edited' } }] },
];

beforeEach(async () => {
  closeDatabase();
  globalThis.indexedDB = new IDBFactory();
  await writeStoredData({ transactions: ledger, importBatches: [] });
});

afterEach(() => {
  for (const stop of stops.splice(0)) stop();
  vi.restoreAllMocks();
  closeDatabase();
});

describe('the browser-only ledger', () => {
  it('writes only the month record of the row an edit changed', async () => {
    const { backend } = await openTab();
    const put = vi.spyOn(IDBObjectStore.prototype, 'put');
    await backend.apply(edit);
    expect(rowKeys(put)).toEqual(['rows/2024-02']);
    expect((await freshRead()).transactions.find((t) => t.id === 'bank-row-1005')).toMatchObject({
      description: 'Edited',
    });
  });

  it('shows another tab the rows an edit changed, as a change, without reading the store', async () => {
    const writer = await openTab();
    const reader = await openTab();
    const commands: LedgerCommand[] = [
      ...edit,
      { type: 'patchTransactions', patches: [{ id: 'bank-row-5', set: { date: '2024-03-31' } }] },
      { type: 'deleteTransactions', ids: ['bank-row-2001'] },
      // The page gives a new row its account, as a reload gives the default one to a row without.
      {
        type: 'createTransactions',
        transactions: [{ ...row(9000, '2023-12-24'), accountId: 'main' }],
      },
    ];
    const written = await writer.backend.apply(commands);
    await vi.waitFor(() => expect(reader.heard.changes).toBe(1));

    const getAll = vi.spyOn(IDBObjectStore.prototype, 'getAll');
    const loaded = await reader.backend.load();
    expect(getAll).not.toHaveBeenCalled();
    expect(loaded.change?.from).toBe(reader.shown.transactions);
    const ids = (rows: readonly Transaction[] = []) => rows.map((t) => t.id).sort();
    expect(ids(loaded.change?.removed)).toEqual(['bank-row-1005', 'bank-row-2001', 'bank-row-5']);
    expect(ids(loaded.change?.added)).toEqual(['bank-row-1005', 'bank-row-5', 'bank-row-9000']);
    // The rows the change does not name are the objects the tab showed.
    const shown = new Map(reader.shown.transactions.map((t) => [t.id, t]));
    const named = new Set(['bank-row-1005', 'bank-row-2001', 'bank-row-5', 'bank-row-9000']);
    const kept = loaded.data.transactions.filter((t) => !named.has(t.id));
    expect(kept.every((t) => shown.get(t.id) === t)).toBe(true);
    getAll.mockRestore();

    const fresh = await freshRead();
    expect(loaded.data).toEqual(fresh);
    expect(written.data).toEqual(fresh);
  });

  it('shows another tab an edit in place as the row replaced where it was, without reading the store', async () => {
    const writer = await openTab();
    const reader = await openTab();
    const announced = vi.spyOn(BroadcastChannel.prototype, 'postMessage');
    const written = await writer.backend.apply(edit);
    const at = reader.shown.transactions.findIndex((t) => t.id === 'bank-row-1005');
    expect(written.change?.replacedAt).toEqual([at]);
    // The other tab is told where the row is, so it does not search the ledger for it.
    expect(announced).toHaveBeenCalledWith(
      expect.objectContaining({ type: 'commands', replacedAt: [at] }),
    );
    announced.mockRestore();
    await vi.waitFor(() => expect(reader.heard.changes).toBe(1));

    const getAll = vi.spyOn(IDBObjectStore.prototype, 'getAll');
    const loaded = await reader.backend.load();
    expect(getAll).not.toHaveBeenCalled();
    expect(loaded.change).toMatchObject({ from: reader.shown.transactions, replacedAt: [at] });
    expect(loaded.change?.removed).toEqual([reader.shown.transactions[at]]);
    expect(loaded.data.transactions[at]).toBe(loaded.change?.added[0]);
    expect(loaded.data.transactions[at]?.description).toBe('Edited');
    getAll.mockRestore();
    expect(loaded.data).toEqual(await freshRead());
  });

  it('reads the store again in a tab that missed an announcement', async () => {
    const writer = await openTab();
    const reader = await openTab(false);
    await writer.backend.apply(edit);
    // The reader listens only now: it missed the first edit.
    stops.push(reader.backend.watch(() => (reader.heard.changes += 1)));
    await writer.backend.apply([{ type: 'deleteTransactions', ids: ['bank-row-3'] }]);
    await vi.waitFor(() => expect(reader.heard.changes).toBe(1));

    const loaded = await reader.backend.load();
    expect(loaded.change).toBeUndefined();
    expect(loaded.data).toEqual(await freshRead());
    expect(loaded.data.transactions.find((t) => t.id === 'bank-row-1005')?.description).toBe(
      'Edited',
    );
  });

  it('takes an edit another tab announced before saving its own, so neither is lost', async () => {
    const first = await openTab();
    const second = await openTab();
    await first.backend.apply(edit);
    await vi.waitFor(() => expect(second.heard.changes).toBe(1));
    const put = vi.spyOn(IDBObjectStore.prototype, 'put');
    await second.backend.apply([{ type: 'deleteTransactions', ids: ['bank-row-3'] }]);
    expect(rowKeys(put)).toEqual(['rows/2024-01']);

    const fresh = await freshRead();
    expect(fresh.transactions.find((t) => t.id === 'bank-row-1005')?.description).toBe('Edited');
    expect(fresh.transactions.some((t) => t.id === 'bank-row-3')).toBe(false);
    await vi.waitFor(() => expect(first.heard.changes).toBe(1));
    expect((await first.backend.load()).data).toEqual(fresh);
  });

  it('shows another tab an import and its undo as changes', async () => {
    const writer = await openTab();
    const reader = await openTab();
    // The store gives rows without an account the default one, "main": an import names its account.
    const imported = [row(7000, '2024-02-10'), row(7001, '2024-04-01')].map((t) => ({
      ...t,
      accountId: 'main',
    }));
    const batch = {
      id: 'import-1',
      fileName: 'bank.csv',
      importedAt: '2024-04-02T10:00:00.000Z',
      transactionIds: imported.map((t) => t.id),
    };
    await writer.backend.apply([{ type: 'commitImport', batch, transactions: imported }]);
    await vi.waitFor(() => expect(reader.heard.changes).toBe(1));
    const afterImport = await reader.backend.load();
    expect(afterImport.change?.added.map((t) => t.id).sort()).toEqual([
      'bank-row-7000',
      'bank-row-7001',
    ]);
    expect(afterImport.data).toEqual(await freshRead());

    await writer.backend.apply([{ type: 'undoImport', importId: 'import-1' }]);
    await vi.waitFor(() => expect(reader.heard.changes).toBe(2));
    const afterUndo = await reader.backend.load();
    expect(afterUndo.change?.removed.map((t) => t.id).sort()).toEqual([
      'bank-row-7000',
      'bank-row-7001',
    ]);
    expect(afterUndo.data).toEqual(await freshRead());
    expect(afterUndo.data.importBatches).toEqual([]);
  });

  it('has another tab read the store again after a change too large to send', async () => {
    const writer = await openTab();
    const reader = await openTab();
    const many = Array.from({ length: MAX_ANNOUNCED_ROWS + 1 }, (_, i) =>
      row(10_000 + i, '2024-04-01'),
    );
    await writer.backend.apply([{ type: 'createTransactions', transactions: many }]);
    await vi.waitFor(() => expect(reader.heard.changes).toBe(1));
    const loaded = await reader.backend.load();
    expect(loaded.change).toBeUndefined();
    expect(loaded.data.transactions).toHaveLength(ledger.length + many.length);
  });

  it('has another tab read the store again after a reset', async () => {
    const writer = await openTab();
    const reader = await openTab();
    await writer.backend.reset();
    await vi.waitFor(() => expect(reader.heard.changes).toBe(1));
    expect((await reader.backend.load()).data.transactions).toEqual([]);
  });

  it('writes every month at the first save of a tab that left stored rows out, and has other tabs read again', async () => {
    closeDatabase();
    globalThis.indexedDB = new IDBFactory();
    await writeStoredData({
      transactions: [...ledger, { ...row(1, '2024-01-05'), date: '2024-01-32' }],
      importBatches: [],
    });
    const writer = await openTab();
    const reader = await openTab();
    const put = vi.spyOn(IDBObjectStore.prototype, 'put');
    await writer.backend.apply(edit);
    expect(rowKeys(put).sort()).toEqual(['rows/2024-01', 'rows/2024-02', 'rows/2024-03']);
    await vi.waitFor(() => expect(reader.heard.changes).toBe(1));
    const loaded = await reader.backend.load();
    expect(loaded.change).toBeUndefined();
    expect(loaded).toMatchObject({ rejected: 0, data: await freshRead() });
  });
});

import 'fake-indexeddb/auto';
import { LedgerCommandError, importCsvPacked, packTransactions } from '@cashline/core';
import type { Account, PackedTransactions, Transaction } from '@cashline/core';
import { IDBFactory } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { importInto, importPlanOf } from '../transactions/importActions';
import type { ImportPlan } from '../transactions/importActions';
import type { StoreData } from '../transactions/storeChanges';
import { closeDatabase, readStoredRevision, writeStoredData } from '../transactions/transactionDb';
import { localLedgerBackend } from './localLedgerBackend';

const account = (id: string): Account => ({
  id,
  name: id,
  kind: 'checking',
  currency: 'USD',
  openingBalance: 0,
  openingDate: '2024-01-01',
  archived: false,
});

const stored = (i: number, date: string, accountId = 'checking'): Transaction => ({
  id: `stored-${i}`,
  date,
  description: `Stored ${i}`,
  amount: 10 + i,
  type: 'outflow',
  category: 'Other',
  accountId,
});

/** Rows in March and January 2024, newest month first, as the store reads them back. */
const ledger = [stored(1, '2024-03-20'), stored(2, '2024-03-02'), stored(3, '2024-01-15')];

/** A file reaching March (a stored month), February (a new one) and April, one row twice. */
const CSV = [
  'Date,Description,Amount,Balance',
  '2024-04-02,Client payment,1200.00,5200.00',
  '2024-03-05,Rent March,-1500.00,4000.00',
  '2024-03-05,Rent March,-1500.00,2500.00',
  '2024-02-28,Stripe payout,830.15,3330.15',
  '2024-02-01,Card fee,-2.00,',
].join('\n');

function packedFile(): PackedTransactions[] {
  const read = importCsvPacked(CSV, { fileName: 'march.csv', today: '2024-04-10', existing: [] });
  if (!read.ok) throw new Error(read.error.message);
  return [read.value.transactions];
}

async function freshStore(rows: readonly Transaction[], accounts = [account('checking')]) {
  closeDatabase();
  globalThis.indexedDB = new IDBFactory();
  await writeStoredData({ transactions: rows, importBatches: [], accounts, importLayouts: {} });
}

const freshRead = async () => (await localLedgerBackend().load()).data;

/** The plan both ways of importing share, so their results can be compared whole. */
function planFor(data: StoreData): ImportPlan {
  return importPlanOf(data, 'march.csv', { accountId: 'checking', layoutKey: 'date|amount' });
}

/**
 * What the import commands store of `lists` into the ledger, and the plan they used; the store is
 * then the ledger again, for the same import written as columns.
 */
async function storedViaCommands(lists: PackedTransactions[]) {
  const viaCommands = localLedgerBackend();
  const base = (await viaCommands.load()).data;
  const plan = planFor(base);
  await viaCommands.apply(importInto(base, lists, plan).commands);
  const expected = await freshRead();
  await freshStore(ledger);
  return { plan, expected };
}

const monthsPut = (put: { mock: { calls: unknown[][] } }) =>
  put.mock.calls.map((call) => String(call[1])).filter((key) => key.startsWith('rows/'));

beforeEach(() => freshStore(ledger));
afterEach(() => {
  vi.restoreAllMocks();
  closeDatabase();
});

describe('an import written as columns', () => {
  it('stores what the import commands store, writing only the months it reaches', async () => {
    const lists = packedFile();
    const { plan, expected } = await storedViaCommands(lists);
    const backend = localLedgerBackend();
    await backend.load();
    const put = vi.spyOn(IDBObjectStore.prototype, 'put');
    const imported = await backend.importAsColumns?.(lists, plan);
    expect(monthsPut(put).sort()).toEqual(['rows/2024-02', 'rows/2024-03', 'rows/2024-04']);
    const read = await freshRead();
    expect(read).toStrictEqual(expected);
    expect(read.transactions.map((t) => t.id)).toContain('imported-march-row-3');
    expect(imported?.batch).toStrictEqual(read.importBatches[0]);
    expect(imported?.shell).toStrictEqual({
      accounts: read.accounts,
      importBatches: read.importBatches,
      importLayouts: { 'date|amount': 'checking' },
      cashMinimum: null,
      storedRows: {
        count: 8,
        dates: [...new Set(read.transactions.map((t) => t.date))].sort(),
        accountsWithRows: new Set(['checking']),
      },
    });
    // The tab holds no rows now: its next load reads them back from the store.
    expect((await backend.load()).data).toStrictEqual(expected);
  });

  it('stores what the commands store when some rows need making: a field beside the columns, text cut', async () => {
    const lists = [
      ...packedFile(),
      packTransactions([
        { ...stored(20, '2024-05-03'), id: 'ofx-1', note: 'Deposit slip', bankId: 'FIT-1' },
        { ...stored(21, '2024-05-02'), id: 'ofx-2', description: 'Card\u0007fee' },
        { ...stored(22, '2024-06-01'), id: 'ofx-3' },
      ]),
    ];
    const { plan, expected } = await storedViaCommands(lists);
    const backend = localLedgerBackend();
    await backend.load();
    expect(await backend.importAsColumns?.(lists, plan)).toBeDefined();
    const read = await freshRead();
    expect(read).toStrictEqual(expected);
    expect(read.transactions.find((t) => t.id === 'ofx-2')?.description).toBe('Card fee');
    expect(read.transactions.find((t) => t.id === 'ofx-1')).toMatchObject({ bankId: 'FIT-1' });
  });

  it('writes a first import into a browser that has never stored a row', async () => {
    closeDatabase();
    globalThis.indexedDB = new IDBFactory();
    const backend = localLedgerBackend();
    const base = (await backend.load()).data;
    const imported = await backend.importAsColumns?.(packedFile(), importPlanOf(base, 'a.csv'));
    expect(imported?.shell.storedRows.count).toBe(5);
    expect(imported?.shell.storedRows.accountsWithRows).toEqual(new Set(['main']));
    const read = await freshRead();
    expect(read.transactions.map((t) => t.date)).toEqual([
      '2024-04-02',
      '2024-03-05',
      '2024-03-05',
      '2024-02-28',
      '2024-02-01',
    ]);
    expect(read.importBatches[0]?.transactionIds).toEqual(read.transactions.map((t) => t.id));
  });

  it('leaves an import that may link a transfer to the commands, writing nothing', async () => {
    await freshStore(
      [stored(1, '2024-03-20', 'savings'), ...ledger.slice(1)],
      [account('checking'), account('savings')],
    );
    const backend = localLedgerBackend();
    const base = (await backend.load()).data;
    const revision = await readStoredRevision();
    expect(await backend.importAsColumns?.(packedFile(), planFor(base))).toBeUndefined();
    expect(await readStoredRevision()).toBe(revision);
  });

  it('writes nothing when another tab saved since the ledger it holds', async () => {
    const tab = localLedgerBackend();
    const base = (await tab.load()).data;
    const other = localLedgerBackend();
    await other.load();
    await other.apply([{ type: 'deleteTransactions', ids: ['stored-3'] }]);
    expect(await tab.importAsColumns?.(packedFile(), planFor(base))).toBeUndefined();
    const read = await freshRead();
    expect(read.transactions.map((t) => t.id)).toEqual(['stored-1', 'stored-2']);
    expect(read.importBatches).toEqual([]);
  });

  it('refuses a row the import command refuses, and keeps what was stored', async () => {
    const backend = localLedgerBackend();
    const base = (await backend.load()).data;
    const revision = await readStoredRevision();
    // In a month the ledger has rows in, and in one it has none.
    for (const date of ['2024-03-07', '2024-05-07']) {
      const bad = packTransactions([
        { ...stored(8, date), id: 'good' },
        { ...stored(9, date), id: 'bad', amount: Number.NaN },
      ]);
      await expect(backend.importAsColumns?.([bad], planFor(base))).rejects.toBeInstanceOf(
        LedgerCommandError,
      );
    }
    expect(await readStoredRevision()).toBe(revision);
    expect((await freshRead()).transactions).toStrictEqual(ledger);
  });
});

import 'fake-indexeddb/auto';
import type { LedgerTransaction } from '@cashline/core';
import { describe, expect, it } from 'vitest';
import { encodePage } from './copyPages';
import {
  clearCopy,
  openCopyDatabase,
  readCopy,
  readNewestCopyRows,
  writeCopy,
} from './ledgerCopyDb';
import type { LedgerCopy } from './ledgerCopyDb';
import type { OutboxEntry } from './outbox';
import { TrackedRows } from './trackedRows';

const row = (i: number, extra: Partial<LedgerTransaction> = {}): LedgerTransaction => ({
  id: `t${i}`,
  date: '2026-03-01',
  description: `Payment ${i}`,
  amount: -i,
  type: 'outflow',
  category: 'Software',
  version: 1 + (i % 3),
  ...extra,
});

const copyWith = (rows: LedgerTransaction[], tracked = false): LedgerCopy => ({
  seq: 42,
  rows: tracked ? new TrackedRows(rows.map((r) => [r.id, r])) : new Map(rows.map((r) => [r.id, r])),
  accounts: [
    {
      id: 'main',
      name: 'Main',
      kind: 'checking',
      currency: 'EUR',
      openingBalance: 0,
      openingDate: '2026-01-01',
      archived: false,
      version: 2,
    },
  ],
  importBatches: [],
  settings: { version: 3, value: { importLayouts: {}, cashMinimum: 100 } },
  serverImportIds: { local: 'server' },
});

let counter = 0;
const freshDb = () => openCopyDatabase(`test-copy-${(counter += 1)}`);

describe('ledgerCopyDb', () => {
  it('reads back rows with their versions and imports, the lists, the seq and the outbox', async () => {
    const db = await freshDb();
    const rows = [
      row(1, { date: '2026-01-31' }),
      row(2, { importId: 'imp-1', note: 'n' }),
      row(3, { date: '2025-12-01' }),
      row(4),
    ];
    const outbox: OutboxEntry[] = [{ kind: 'undo-import', importId: 'imp-1' }];
    await writeCopy(db, copyWith(rows), outbox);
    const { copy, outbox: stored } = await readCopy(db);
    expect(copy?.seq).toBe(42);
    // Newest first (date, then id), whatever order they were written in.
    expect([...(copy?.rows.values() ?? [])]).toEqual([rows[3], rows[1], rows[0], rows[2]]);
    expect(copy?.accounts[0]?.version).toBe(2);
    expect(copy?.settings.value.cashMinimum).toBe(100);
    expect(copy?.serverImportIds).toEqual({ local: 'server' });
    expect(stored).toEqual(outbox);
  });

  it('reads back a long import as its ids, in the order of the rows read', async () => {
    const db = await freshDb();
    const rows = Array.from({ length: 1200 }, (_, i) =>
      row(i, { date: `2026-0${1 + (i % 3)}-01`, importId: 'imp-1' }),
    );
    const batch = {
      id: 'imp-1',
      fileName: 'bank.csv',
      importedAt: '2026-03-02T10:00:00.000Z',
      transactionIds: rows.map((r) => r.id),
      accountId: 'main',
    };
    await writeCopy(db, { ...copyWith(rows, true), importBatches: [batch] }, []);
    const { copy } = await readCopy(db);
    const ids = [...(copy?.rows.keys() ?? [])];
    expect(copy?.importBatches).toEqual([{ ...batch, transactionIds: ids }]);
    expect(new Set(ids)).toEqual(new Set(batch.transactionIds));
  });

  it('reads the newest pages alone, newest first, as the page shows them before the whole copy', async () => {
    const db = await freshDb();
    const rows = [
      row(1, { date: '2026-01-31' }),
      row(2, { date: '2026-03-02', importId: 'imp-1' }),
      row(3, { date: '2026-02-01' }),
      row(4, { date: '2026-03-01' }),
    ];
    const outbox: OutboxEntry[] = [{ kind: 'batch', create: [], edit: [], delete: ['t1'] }];
    await writeCopy(db, copyWith(rows), outbox);
    const newest = async (opened: IDBDatabase, atLeast: number) => {
      const read = await readNewestCopyRows(opened, atLeast);
      return { rows: [...read.rows.values()], whole: read.whole, outbox: read.outbox };
    };
    expect(await newest(db, 2)).toEqual({ rows: [rows[1], rows[3]], whole: false, outbox });
    expect(await newest(db, 3)).toEqual({
      rows: [rows[1], rows[3], rows[2]],
      whole: false,
      outbox,
    });
    expect((await newest(db, 5)).whole).toBe(true);
    expect(await newest(await freshDb(), 2)).toEqual({ rows: [], whole: true, outbox: [] });
  });

  it('stores a large ledger, and a smaller one after it without stale pages', async () => {
    const db = await freshDb();
    const many = Array.from({ length: 120_000 }, (_, i) => row(i));
    await writeCopy(db, copyWith(many), []);
    expect((await readCopy(db)).copy?.rows.size).toBe(120_000);
    await writeCopy(db, copyWith(many.slice(0, 10)), []);
    const { copy } = await readCopy(db);
    expect(copy?.rows.size).toBe(10);
    expect(copy?.rows.get('t9')?.version).toBe(1);
  });

  it('writes only the pages of rows changed since the copy was read, keeping the rest as stored', async () => {
    const name = `test-copy-${(counter += 1)}`;
    const db = await openCopyDatabase(name);
    const rows = [
      row(1, { date: '2026-01-10' }),
      row(2, { date: '2026-02-10' }),
      row(3, { date: '2026-02-11' }),
      row(4, { date: '2026-03-10' }),
    ];
    await writeCopy(db, copyWith(rows), []);
    const { copy } = await readCopy(db);
    if (!copy) throw new Error('a copy was written');

    // Another tab stores January meanwhile; this tab's writes leave that page alone.
    const raw = db.transaction('rows', 'readwrite');
    raw
      .objectStore('rows')
      .put(encodePage([row(1, { date: '2026-01-10', note: 'other tab' })]), '2026-01');
    await new Promise((resolve) => (raw.oncomplete = resolve));

    copy.rows.set('t2', { ...row(2), date: '2026-03-01', description: 'Moved' });
    copy.rows.delete('t3');
    copy.rows.set('t5', row(5, { date: '2026-04-01' }));
    await writeCopy(db, copy, []);

    const { copy: stored } = await readCopy(db);
    expect(
      [...(stored?.rows.values() ?? [])].map((r) => [r.id, r.date, r.note ?? r.description]),
    ).toEqual([
      ['t5', '2026-04-01', 'Payment 5'],
      ['t4', '2026-03-10', 'Payment 4'],
      ['t2', '2026-03-01', 'Moved'],
      ['t1', '2026-01-10', 'other tab'],
    ]);
  });

  it('writes the lists only when they changed (they name every imported row), the seq always', async () => {
    const db = await freshDb();
    const copy = copyWith([row(1, { importId: 'imp-1' })], true);
    copy.importBatches.push({
      id: 'imp-1',
      fileName: 'march.csv',
      importedAt: '2026-03-02T10:00:00.000Z',
      transactionIds: ['t1'],
      accountId: 'main',
    });
    await writeCopy(db, copy, []);
    const metaWrites = () => {
      const request = db.transaction('copy').objectStore('copy').get('meta');
      return new Promise<{ seq: number }>((resolve) => {
        request.onsuccess = () => resolve(request.result as { seq: number });
      });
    };
    copy.seq = 43;
    copy.rows.set('t2', row(2));
    await writeCopy(db, copy, []);
    // The stored lists are those of the first write (seq 42): nothing in them changed.
    expect((await metaWrites()).seq).toBe(42);
    expect((await readCopy(db)).copy?.seq).toBe(43);

    copy.seq = 44;
    copy.accounts.push({ ...copy.accounts[0]!, id: 'card', name: 'Card' });
    await writeCopy(db, copy, []);
    expect((await metaWrites()).seq).toBe(44);
    const { copy: read } = await readCopy(db);
    expect(read?.accounts.map((a) => a.id)).toEqual(['main', 'card']);
    expect(read?.importBatches[0]?.transactionIds).toEqual(['t1']);
  });

  it('writes the lists again when another tab cleared the copy meanwhile', async () => {
    const db = await freshDb();
    const copy = copyWith([row(1)], true);
    await writeCopy(db, copy, []);
    await clearCopy(db);
    copy.rows.set('t2', row(2));
    await writeCopy(db, copy, []);
    expect((await readCopy(db)).copy?.accounts[0]?.id).toBe('main');
  });

  it('writes the lists again when another tab wrote its own since, so they match the stored seq', async () => {
    const db = await freshDb();
    const first = copyWith([row(1)], true);
    await writeCopy(db, first, []);
    const second = (await readCopy(db)).copy as LedgerCopy;
    // The first tab caught up with a new account; the second, not yet caught up, added its own.
    first.seq = 43;
    first.accounts.push({ ...first.accounts[0]!, id: 'card', name: 'Card' });
    await writeCopy(db, first, []);
    second.accounts.push({ ...second.accounts[0]!, id: 'cash', name: 'Cash' });
    await writeCopy(db, second, []);
    // The first tab stores an edit as of a later seq, its lists unchanged since it wrote them.
    first.seq = 44;
    first.rows.set('t2', row(2));
    await writeCopy(db, first, []);

    const { copy } = await readCopy(db);
    expect(copy?.seq).toBe(44);
    // What the feed brought before seq 44 is in the lists read with it.
    expect(copy?.accounts.map((a) => a.id)).toContain('card');
  });

  it('drops a copy stored by the previous version (position-cut chunks) and keeps its outbox', async () => {
    const name = `test-copy-${(counter += 1)}`;
    const outbox: OutboxEntry[] = [{ kind: 'undo-import', importId: 'imp-1' }];
    await new Promise<void>((resolve, reject) => {
      const request = indexedDB.open(name, 1);
      request.onupgradeneeded = () => {
        const store = request.result.createObjectStore('copy');
        store.put({ seq: 7, chunkCount: 1 }, 'meta');
        store.put({ columns: {}, versions: new Uint32Array(), importIds: [] }, 'rows/0');
        store.put(outbox, 'outbox');
        store.put({ local: 'server' }, 'importIds');
      };
      request.onsuccess = () => {
        request.result.close();
        resolve();
      };
      request.onerror = () => reject(request.error);
    });
    const db = await openCopyDatabase(name);
    expect(await readCopy(db)).toEqual({ copy: undefined, outbox });
    const left = db.transaction('copy').objectStore('copy').getAllKeys();
    await new Promise((resolve) => (left.onsuccess = resolve));
    expect(left.result.sort()).toEqual(['importIds', 'outbox']);
  });

  it('answers no copy before one was written and after it was cleared', async () => {
    const db = await freshDb();
    expect((await readCopy(db)).copy).toBeUndefined();
    await writeCopy(db, copyWith([row(1)]), []);
    await clearCopy(db);
    expect(await readCopy(db)).toEqual({ copy: undefined, outbox: [] });
  });
});

import 'fake-indexeddb/auto';
import type { LedgerTransaction } from '@cashline/core';
import { describe, expect, it } from 'vitest';
import { clearCopy, openCopyDatabase, readCopy, writeCopy } from './ledgerCopyDb';
import type { LedgerCopy } from './ledgerCopyDb';
import type { OutboxEntry } from './outbox';

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

const copyWith = (rows: LedgerTransaction[]): LedgerCopy => ({
  seq: 42,
  rows: new Map(rows.map((r) => [r.id, r])),
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
    const rows = [row(1), row(2, { importId: 'imp-1', note: 'n' }), row(3)];
    const outbox: OutboxEntry[] = [{ kind: 'undo-import', importId: 'imp-1' }];
    await writeCopy(db, copyWith(rows), outbox);
    const { copy, outbox: stored } = await readCopy(db);
    expect(copy?.seq).toBe(42);
    expect([...(copy?.rows.values() ?? [])]).toEqual(rows);
    expect(copy?.accounts[0]?.version).toBe(2);
    expect(copy?.settings.value.cashMinimum).toBe(100);
    expect(copy?.serverImportIds).toEqual({ local: 'server' });
    expect(stored).toEqual(outbox);
  });

  it('stores a ledger larger than one chunk, and a smaller one after it without stale chunks', async () => {
    const db = await freshDb();
    const many = Array.from({ length: 120_000 }, (_, i) => row(i));
    await writeCopy(db, copyWith(many), []);
    expect((await readCopy(db)).copy?.rows.size).toBe(120_000);
    await writeCopy(db, copyWith(many.slice(0, 10)), []);
    const { copy } = await readCopy(db);
    expect(copy?.rows.size).toBe(10);
    expect(copy?.rows.get('t9')?.version).toBe(1);
  });

  it('writes again only what changed, and everything when another tab wrote meanwhile', async () => {
    const name = `test-copy-${(counter += 1)}`;
    const db = await openCopyDatabase(name);
    const rows = Array.from({ length: 110_000 }, (_, i) => row(i));
    const copy = copyWith(rows);
    await writeCopy(db, copy, []);
    copy.rows.set('t60000', row(60000, { description: 'Edited' }));
    await writeCopy(db, copy, []);
    expect((await readCopy(db)).copy?.rows.get('t60000')?.description).toBe('Edited');

    const otherTab = await openCopyDatabase(name);
    await writeCopy(otherTab, copyWith(rows.map((r) => ({ ...r, description: 'Other tab' }))), []);
    copy.rows.set('t1', row(1, { description: 'This tab' }));
    await writeCopy(db, copy, []);
    const { copy: stored } = await readCopy(db);
    expect(stored?.rows.get('t1')?.description).toBe('This tab');
    expect(stored?.rows.get('t100000')?.description).toBe('Payment 100000');
    expect(stored?.rows.get('t60000')?.description).toBe('Edited');
  });

  it('answers no copy before one was written and after it was cleared', async () => {
    const db = await freshDb();
    expect((await readCopy(db)).copy).toBeUndefined();
    await writeCopy(db, copyWith([row(1)]), []);
    await clearCopy(db);
    expect(await readCopy(db)).toEqual({ copy: undefined, outbox: [] });
  });
});

import 'fake-indexeddb/auto';
import type { LedgerTransaction } from '@cashline/core';
import { describe, expect, it } from 'vitest';
import { copyWrites } from './copyWrites';
import { openCopyDatabase, readCopy, writeCopy } from './ledgerCopyDb';
import type { LedgerCopy } from './ledgerCopyDb';
import type { OutboxEntry } from './outbox';
import { applyPending } from './pendingChanges';
import { TrackedRows } from './trackedRows';

const row = (id: string, description: string): LedgerTransaction => ({
  id,
  date: '2026-03-01',
  description,
  amount: -10,
  type: 'outflow',
  category: 'Rent',
  version: 1,
});

const copyWith = (rows: LedgerTransaction[]): LedgerCopy => ({
  seq: 7,
  rows: new TrackedRows(rows.map((r) => [r.id, r])),
  accounts: [],
  importBatches: [],
  settings: { version: 0, value: { importLayouts: {}, cashMinimum: null } },
  serverImportIds: {},
});

const edit: OutboxEntry = {
  kind: 'batch',
  create: [],
  edit: [{ id: 't1', baseVersion: 1, changes: { description: 'Edited' } }],
  delete: [],
  key: 'k1',
};

let counter = 0;
/** A copy of one row stored, and the writes of a tab holding it. */
async function storedCopy() {
  const db = openCopyDatabase(`copy-writes-${(counter += 1)}`);
  const copy = copyWith([row('t1', 'Rent'), row('t2', 'Water')]);
  await writeCopy(await db, copy, []);
  const writes = copyWrites({
    db: () => db,
    lockName: `copy-writes-lock-${counter}`,
    show: (current, stored) => applyPending(current, stored.outbox),
    stored: () => undefined,
  });
  return { db, copy, writes };
}

describe('copyWrites', () => {
  it('queues an edit in the stored outbox alone, which a copy read back shows over its stored rows', async () => {
    const { db, copy, writes } = await storedCopy();

    await writes.queue(copy, (stored) => [...stored, edit]);

    const read = await readCopy(await db);
    expect(read.outbox).toEqual([edit]);
    // The month's page is not written yet: the row stored is as it was.
    expect(read.copy?.rows.get('t1')?.description).toBe('Rent');
    const reopened = read.copy as LedgerCopy;
    applyPending(reopened, read.outbox);
    expect(reopened.rows.get('t1')?.description).toBe('Edited');
    expect(copy.rows.get('t1')?.description).toBe('Edited');
  });

  it('stores the copy changed in memory once the page is idle', async () => {
    const { db, copy, writes } = await storedCopy();
    copy.rows.set('t2', { ...row('t2', 'Water (March)'), version: 2 });

    writes.storeWhenIdle(() => copy);

    await expect
      .poll(async () => (await readCopy(await db)).copy?.rows.get('t2'), { timeout: 5000 })
      .toMatchObject({ description: 'Water (March)', version: 2 });
  });
});

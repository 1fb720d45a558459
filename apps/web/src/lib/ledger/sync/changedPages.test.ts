import 'fake-indexeddb/auto';
import type { LedgerTransaction } from '@cashline/core';
import { describe, expect, it } from 'vitest';
import { row } from '../../../testing/fakeLedgerServer';
import { openCopyDatabase, readCopy, writeCopy } from './ledgerCopyDb';
import type { LedgerCopy } from './ledgerCopyDb';
import { TrackedRows } from './trackedRows';

const copyOf = (rows: LedgerTransaction[]): LedgerCopy => ({
  seq: 42,
  rows: new TrackedRows(rows.map((r) => [r.id, r])),
  accounts: [],
  importBatches: [],
  settings: { version: 1, value: { importLayouts: {}, cashMinimum: null } },
  serverImportIds: {},
});

let counter = 0;

/** A copy stored once, and two tabs that each read it. */
async function twoTabs(rows: LedgerTransaction[]) {
  const db = await openCopyDatabase(`test-changed-pages-${(counter += 1)}`);
  await writeCopy(db, copyOf(rows), []);
  const read = async () => (await readCopy(db)).copy as LedgerCopy;
  return { db, first: await read(), second: await read(), read };
}

const storedRows = (copy: LedgerCopy) =>
  [...copy.rows.values()].map((r) => `${r.id} v${r.version}${r.note ? ` ${r.note}` : ''}`);

describe('writing the pages of changed rows while another tab shares the copy', () => {
  it('keeps a row removed by another tab removed when this tab, behind it, stores that row again', async () => {
    const { db, first, second, read } = await twoTabs([
      row('t1', { date: '2026-02-01' }),
      row('i1', { importId: 'imp-1' }),
      row('i2', { importId: 'imp-1' }),
    ]);
    // The second tab undoes the import: its rows go, and the undo is sent and leaves the outbox.
    second.rows.delete('i1');
    second.rows.delete('i2');
    await writeCopy(db, second, []);
    // The first tab had read the import's rows from the server before the undo reached it, and
    // stores them as of the import's position in the feed.
    first.seq = 43;
    first.rows.set('i1', row('i1', { importId: 'imp-1' }));
    first.rows.set('i2', row('i2', { importId: 'imp-1' }));
    await writeCopy(db, first, []);
    // The second tab hears the undo in the feed (its rows are gone already) and stores its position.
    second.seq = 44;
    await writeCopy(db, second, []);

    // Opened again, the copy is as of the undo: its rows must not be there.
    const reopened = await read();
    expect(reopened.seq).toBe(44);
    expect(storedRows(reopened)).toEqual(['t1 v1']);
  });

  it('removes the rows of an import another tab stored when this tab, which had them only in memory, undoes it', async () => {
    const { db, first, second, read } = await twoTabs([row('t1', { date: '2026-02-01' })]);
    const imported = [row('i1', { importId: 'imp-1' }), row('i2', { importId: 'imp-1' })];
    // The first tab makes the import and stores its rows.
    for (const r of imported) first.rows.set(r.id, r);
    await writeCopy(db, first, []);
    // The second tab shows the import (from the shared outbox or the feed) without storing it,
    // then undoes it, and stores the undo's position in the feed.
    for (const r of imported) second.rows.set(r.id, r);
    second.rows.delete('i1');
    second.rows.delete('i2');
    second.seq = 44;
    await writeCopy(db, second, []);

    // The first tab is reloaded before it stored the undo itself: the copy is as of the undo.
    const reopened = await read();
    expect(reopened.seq).toBe(44);
    expect(storedRows(reopened)).toEqual(['t1 v1']);
  });

  it('keeps the later version another tab stored over an older one this tab stores', async () => {
    const { db, first, second, read } = await twoTabs([row('t1'), row('t2')]);
    second.seq = 43;
    second.rows.set('t1', row('t1', { version: 2, note: 'edited by a member' }));
    await writeCopy(db, second, []);
    // The first tab, not yet caught up, changes the row as it has it.
    first.rows.set('t1', row('t1', { note: 'older' }));
    first.rows.set('t2', row('t2', { version: 2, note: 'edited here' }));
    await writeCopy(db, first, []);

    expect(storedRows(await read())).toEqual(['t2 v2 edited here', 't1 v2 edited by a member']);
  });

  it('puts back a row the server holds after refusing its removal, which another tab stored', async () => {
    const { db, first, second, read } = await twoTabs([row('t1'), row('t2')]);
    // The second tab queued the delete and stored it; the first tab, sending it, was refused and
    // read the row back from the server.
    second.rows.delete('t1');
    await writeCopy(db, second, []);
    first.rows.set('t1', row('t1', { note: 'as the server has it' }));
    await writeCopy(db, first, [], new Set(['t1']));

    expect(storedRows(await read())).toEqual(['t2 v1', 't1 v1 as the server has it']);
  });
});

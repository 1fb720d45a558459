import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { transactionPageQuerySchema } from '@cashline/core';
import type { TestDatabase } from '../testing/testDatabase.js';
import { changesSince } from './changeLog.js';
import {
  addImportChunk,
  commitImport,
  getImport,
  startImport,
  undoImport,
} from './importBatches.js';
import { ORG_A, ORG_B, freshDatabase, tx, writerOf } from '../testing/ledgerTestData.js';
import { transactionPage } from './transactionPages.js';
import { createTransactions } from './transactionWrites.js';

let db: TestDatabase;
let done: () => Promise<void>;
beforeEach(async () => {
  ({ db, done } = await freshDatabase());
});
afterEach(() => done());

const ids = async (orgId: string) =>
  (
    (await transactionPage(db.kysely, orgId, transactionPageQuerySchema.parse({ limit: 1000 })))
      ?.transactions ?? []
  )
    .map((t) => t.id)
    .sort();

const rows = (prefix: string, n: number) =>
  Array.from({ length: n }, (_, i) => tx(`${prefix}${i}`, '2026-03-01', -(i + 1)));

describe('an import', () => {
  it('lands whole only when every chunk has arrived, a retried chunk counted once', async () => {
    const batch = await startImport(db.kysely, writerOf(ORG_A), {
      fileName: 'march.csv',
      rowCount: 5,
    });
    expect(
      await addImportChunk(db.kysely, { orgId: ORG_A }, batch.id, {
        index: 0,
        transactions: rows('r', 3),
      }),
    ).toMatchObject({
      ok: true,
      batch: { receivedRows: 3, status: 'receiving' },
    });
    // The same chunk again (a retry after a lost answer) replaces itself.
    await addImportChunk(db.kysely, { orgId: ORG_A }, batch.id, {
      index: 0,
      transactions: rows('r', 3),
    });
    expect(await commitImport(db.kysely, writerOf(ORG_A), batch.id)).toEqual({
      ok: false,
      reason: 'incomplete',
      expected: 5,
      received: 3,
    });
    expect(await ids(ORG_A)).toEqual([]);
    await addImportChunk(db.kysely, { orgId: ORG_A }, batch.id, {
      index: 1,
      transactions: rows('r', 5).slice(3),
    });
    expect(await commitImport(db.kysely, writerOf(ORG_A), batch.id)).toMatchObject({
      ok: true,
      batch: { status: 'committed' },
    });
    expect(await ids(ORG_A)).toEqual(['r0', 'r1', 'r2', 'r3', 'r4']);
    const log = await changesSince(db.kysely, ORG_A, 0, 10);
    expect(log).toHaveLength(1);
    expect(log[0]).toMatchObject({
      entity: 'import',
      op: 'import',
      after: { fileName: 'march.csv', rows: 5 },
    });
  });

  it('refuses more rows than announced', async () => {
    const batch = await startImport(db.kysely, writerOf(ORG_A), { fileName: 'f', rowCount: 2 });
    expect(
      await addImportChunk(db.kysely, { orgId: ORG_A }, batch.id, {
        index: 0,
        transactions: rows('r', 3),
      }),
    ).toEqual({ ok: false, reason: 'too_many_rows', expected: 2 });
  });

  it('stores nothing when one row’s id is already in the ledger', async () => {
    await createTransactions(db.kysely, writerOf(ORG_A), [tx('r1', '2026-02-01', 5)]);
    const batch = await startImport(db.kysely, writerOf(ORG_A), { fileName: 'f', rowCount: 3 });
    await addImportChunk(db.kysely, { orgId: ORG_A }, batch.id, {
      index: 0,
      transactions: rows('r', 3),
    });
    expect(await commitImport(db.kysely, writerOf(ORG_A), batch.id)).toEqual({
      ok: false,
      reason: 'exists',
      ids: ['r1'],
    });
    expect(await ids(ORG_A)).toEqual(['r1']);
    expect((await getImport(db.kysely, ORG_A, batch.id))?.status).toBe('receiving');
  });

  it('stores nothing of earlier chunks when a later one repeats an id or holds one in the ledger', async () => {
    await createTransactions(db.kysely, writerOf(ORG_A), [tx('old', '2026-02-01', 5)]);
    for (const [last, reason, id] of [
      [tx('r0', '2026-02-02', 1), 'duplicate_ids', 'r0'],
      [tx('old', '2026-02-02', 1), 'exists', 'old'],
    ] as const) {
      const batch = await startImport(db.kysely, writerOf(ORG_A), { fileName: 'f', rowCount: 3 });
      await addImportChunk(db.kysely, { orgId: ORG_A }, batch.id, {
        index: 0,
        transactions: rows('r', 2),
      });
      await addImportChunk(db.kysely, { orgId: ORG_A }, batch.id, {
        index: 1,
        transactions: [last],
      });
      expect(await commitImport(db.kysely, writerOf(ORG_A), batch.id)).toEqual({
        ok: false,
        reason,
        ids: [id],
      });
      expect(await ids(ORG_A)).toEqual(['old']);
      expect((await getImport(db.kysely, ORG_A, batch.id))?.status).toBe('receiving');
    }
  });

  it('undo removes exactly its rows, once', async () => {
    await createTransactions(db.kysely, writerOf(ORG_A), [tx('kept', '2026-02-01', 5)]);
    const batch = await startImport(db.kysely, writerOf(ORG_A), { fileName: 'f', rowCount: 2 });
    await addImportChunk(db.kysely, { orgId: ORG_A }, batch.id, {
      index: 0,
      transactions: rows('r', 2),
    });
    await commitImport(db.kysely, writerOf(ORG_A), batch.id);
    expect(await undoImport(db.kysely, writerOf(ORG_A), batch.id)).toEqual({
      ok: true,
      removed: 2,
    });
    expect(await ids(ORG_A)).toEqual(['kept']);
    expect(await undoImport(db.kysely, writerOf(ORG_A), batch.id)).toMatchObject({
      ok: false,
      reason: 'not_receiving',
      status: 'undone',
    });
  });

  it('is invisible to another organisation', async () => {
    const batch = await startImport(db.kysely, writerOf(ORG_A), { fileName: 'f', rowCount: 1 });
    expect(await getImport(db.kysely, ORG_B, batch.id)).toBeUndefined();
    expect(
      await addImportChunk(db.kysely, { orgId: ORG_B }, batch.id, {
        index: 0,
        transactions: rows('r', 1),
      }),
    ).toEqual({ ok: false, reason: 'not_found' });
    expect(await commitImport(db.kysely, writerOf(ORG_B), batch.id)).toEqual({
      ok: false,
      reason: 'not_found',
    });
  });
});

import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { transactionPageQuerySchema } from '@cashline/core';
import type { TestDatabase } from '../testing/testDatabase.js';
import { changesSince } from './changeLog.js';
import { ORG_A, ORG_B, freshDatabase, tx, writerOf } from '../testing/ledgerTestData.js';
import { transactionPage } from './transactionPages.js';
import { createTransactions, deleteTransaction, editTransaction } from './transactionWrites.js';

let db: TestDatabase;
let done: () => Promise<void>;
beforeEach(async () => {
  ({ db, done } = await freshDatabase());
  await createTransactions(db.kysely, writerOf(ORG_A, 'ann'), [tx('t1', '2026-03-01', -120)]);
});
afterEach(() => done());

const all = async (orgId: string) =>
  (await transactionPage(db.kysely, orgId, transactionPageQuerySchema.parse({})))?.transactions ??
  [];

describe('createTransactions', () => {
  it('stores nothing when any id is already taken', async () => {
    const result = await createTransactions(db.kysely, writerOf(ORG_A), [
      tx('t2', '2026-03-02', 10),
      tx('t1', '2026-03-02', 10),
    ]);
    expect(result).toEqual({ ok: false, reason: 'exists', ids: ['t1'] });
    expect((await all(ORG_A)).map((t) => t.id)).toEqual(['t1']);
  });

  it('lets another organisation use the same id: ids are per organisation', async () => {
    expect(
      await createTransactions(db.kysely, writerOf(ORG_B), [tx('t1', '2026-03-01', 5)]),
    ).toEqual({ ok: true });
    expect((await all(ORG_A))[0]?.amount).toBe(-120);
  });
});

describe('editTransaction', () => {
  it('raises the version and records who changed which field from what to what', async () => {
    const result = await editTransaction(db.kysely, writerOf(ORG_A, 'bob'), 't1', {
      baseVersion: 1,
      changes: { category: 'Rent', note: 'March' },
    });
    expect(result).toMatchObject({ ok: true, overwritten: [] });
    expect((await all(ORG_A))[0]).toMatchObject({ category: 'Rent', note: 'March', version: 2 });
    const changes = await changesSince(db.kysely, ORG_A, 0, 100);
    expect(changes.at(-1)).toMatchObject({
      entity: 'transaction',
      entityId: 't1',
      op: 'update',
      userId: 'bob',
      before: { category: 'Software', note: null },
      after: { category: 'Rent', note: 'March', version: 2 },
    });
  });

  it('lets the later write win per field and names the fields it wrote over', async () => {
    await editTransaction(db.kysely, writerOf(ORG_A, 'ann'), 't1', {
      baseVersion: 1,
      changes: { category: 'Rent', description: 'Office rent' },
    });
    // Bob still saw version 1: his category wins, Ann's description stays.
    const bob = await editTransaction(db.kysely, writerOf(ORG_A, 'bob'), 't1', {
      baseVersion: 1,
      changes: { category: 'Utilities', amount: -130 },
    });
    expect(bob).toMatchObject({ ok: true, overwritten: ['category'] });
    expect((await all(ORG_A))[0]).toMatchObject({
      category: 'Utilities',
      description: 'Office rent',
      amount: -130,
      version: 3,
    });
  });

  it('keeps the direction with the sign of the amount and refuses what the schema refuses', async () => {
    const flipped = await editTransaction(db.kysely, writerOf(ORG_A), 't1', {
      baseVersion: 1,
      changes: { amount: 75 },
    });
    expect(flipped).toMatchObject({ ok: true, transaction: { amount: 75, type: 'inflow' } });
    const bad = await editTransaction(db.kysely, writerOf(ORG_A), 't1', {
      baseVersion: 2,
      changes: { date: '2026-02-30' },
    });
    expect(bad).toMatchObject({ ok: false, reason: 'invalid' });
    expect((await all(ORG_A))[0]?.date).toBe('2026-03-01');
  });

  it('removes an optional field set to null (a transfer unlinked)', async () => {
    await editTransaction(db.kysely, writerOf(ORG_A), 't1', {
      baseVersion: 1,
      changes: { transferId: 'tr-1', note: 'to savings' },
    });
    const unlinked = await editTransaction(db.kysely, writerOf(ORG_A), 't1', {
      baseVersion: 2,
      changes: { transferId: null },
    });
    expect(unlinked).toMatchObject({ ok: true });
    const row = (await all(ORG_A))[0];
    expect(row).toMatchObject({ note: 'to savings', version: 3 });
    expect(row).not.toHaveProperty('transferId');
  });

  it('finds nothing in another organisation', async () => {
    const result = await editTransaction(db.kysely, writerOf(ORG_B), 't1', {
      baseVersion: 1,
      changes: { category: 'Stolen' },
    });
    expect(result).toEqual({ ok: false, reason: 'not_found' });
    expect((await all(ORG_A))[0]?.category).toBe('Software');
  });
});

describe('deleteTransaction', () => {
  it('removes the row from the ledger, keeps it in the log, and never reuses its id', async () => {
    expect(await deleteTransaction(db.kysely, writerOf(ORG_A), 't1')).toEqual({ ok: true });
    expect(await all(ORG_A)).toEqual([]);
    expect((await changesSince(db.kysely, ORG_A, 0, 10)).map((c) => c.op)).toEqual([
      'create',
      'delete',
    ]);
    expect(
      await createTransactions(db.kysely, writerOf(ORG_A), [tx('t1', '2026-03-01', 1)]),
    ).toMatchObject({ ok: false, reason: 'exists' });
    expect(await deleteTransaction(db.kysely, writerOf(ORG_A), 't1')).toEqual({
      ok: false,
      reason: 'not_found',
    });
  });
});

describe('changesSince', () => {
  it('answers only the organisation’s changes, oldest first, after the given seq', async () => {
    await createTransactions(db.kysely, writerOf(ORG_B), [tx('x', '2026-03-01', 1)]);
    await editTransaction(db.kysely, writerOf(ORG_A), 't1', {
      baseVersion: 1,
      changes: { note: 'n' },
    });
    const changes = await changesSince(db.kysely, ORG_A, 0, 100);
    expect(changes.map((c) => c.op)).toEqual(['create', 'update']);
    expect(changes[0]!.seq).toBeLessThan(changes[1]!.seq);
    expect(await changesSince(db.kysely, ORG_A, changes[0]!.seq, 100)).toHaveLength(1);
  });
});

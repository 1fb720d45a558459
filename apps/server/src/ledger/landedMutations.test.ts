import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { TestDatabase } from '../testing/testDatabase.js';
import { ORG_A, freshDatabase, tx, writerOf } from '../testing/ledgerTestData.js';
import { LANDED_MUTATION_DAYS } from './landedMutations.js';
import { createTransactions, deleteTransaction } from './transactionWrites.js';

let db: TestDatabase;
let done: () => Promise<void>;
beforeEach(async () => {
  ({ db, done } = await freshDatabase());
});
afterEach(() => done());

const day = 86_400_000;
const sentAt = (days: number) => new Date(Date.UTC(2026, 10, 1) + days * day).toISOString();
const keysKept = async () =>
  (await db.kysely.selectFrom('ledger_mutation').select('key').orderBy('key').execute()).map(
    (row) => row.key,
  );

describe('landed writes kept for their retries', () => {
  it(`keep a sender's answers ${LANDED_MUTATION_DAYS} days, then let them go as the sender writes on`, async () => {
    const writer = (key: string, days: number) => ({
      ...writerOf(ORG_A),
      at: sentAt(days),
      mutation: { key, fingerprint: key },
    });
    await createTransactions(db.kysely, writer('a', 0), [tx('t1', '2026-03-01', 5)]);
    await createTransactions(db.kysely, writer('b', 1), [tx('t2', '2026-03-01', 5)]);
    await createTransactions(db.kysely, writer('c', LANDED_MUTATION_DAYS), [
      tx('t3', '2026-03-01', 5),
    ]);
    expect(await keysKept()).toEqual(['a', 'b', 'c']);
    await deleteTransaction(db.kysely, writer('d', LANDED_MUTATION_DAYS + 0.5), 't3');
    expect(await keysKept()).toEqual(['b', 'c', 'd']);
  });

  it('keep nothing for a write that changed nothing', async () => {
    const writer = { ...writerOf(ORG_A), mutation: { key: 'gone', fingerprint: 'f' } };
    expect(await deleteTransaction(db.kysely, writer, 'missing')).toMatchObject({ ok: false });
    expect(await keysKept()).toEqual([]);
  });
});

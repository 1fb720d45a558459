import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { transactionPageQuerySchema } from '@cashline/core';
import type { TransactionPageQuery } from '@cashline/core';
import { ORG_A, ORG_B, freshDatabase, tx, writerOf } from '../testing/ledgerTestData.js';
import type { TestDatabase } from '../testing/testDatabase.js';
import { transactionPage } from './transactionPages.js';
import { addImportChunk, commitImport, startImport } from './importBatches.js';
import { createTransactions } from './transactionWrites.js';

let db: TestDatabase;
let done: () => Promise<void>;
beforeEach(async () => {
  ({ db, done } = await freshDatabase());
  // 25 rows over 5 days, several per day, so pages break inside a day.
  const rows = Array.from({ length: 25 }, (_, i) =>
    tx(
      `a${String(i).padStart(2, '0')}`,
      `2026-03-0${1 + (i % 5)}`,
      i % 2 === 0 ? 100 + i : -(50 + i),
      {
        accountId: i % 3 === 0 ? 'savings' : 'main',
        description: i === 7 ? 'Refund 100% of order_7' : `Payment ${i}`,
      },
    ),
  );
  expect(await createTransactions(db.kysely, writerOf(ORG_A), rows)).toEqual({ ok: true });
  expect(
    await createTransactions(db.kysely, writerOf(ORG_B), [tx('b1', '2026-03-03', -999)]),
  ).toEqual({ ok: true });
});
afterEach(() => done());

const query = (q: Record<string, unknown> = {}): TransactionPageQuery =>
  transactionPageQuerySchema.parse(q);

describe('transactionPage', () => {
  it('walks the whole ledger newest first in pages, each row once, with no other organisation', async () => {
    const seen: string[] = [];
    let cursor: string | undefined;
    let pages = 0;
    do {
      const page = await transactionPage(db.kysely, ORG_A, query({ limit: 10, cursor }));
      if (!page) throw new Error('cursor refused');
      seen.push(...page.transactions.map((t) => `${t.date}/${t.id}`));
      cursor = page.nextCursor;
      pages += 1;
    } while (cursor);
    expect(pages).toBe(3);
    expect(seen).toHaveLength(25);
    expect(new Set(seen).size).toBe(25);
    expect(seen).toEqual([...seen].sort().reverse());
    expect(seen.some((key) => key.endsWith('/b1'))).toBe(false);
  });

  it('filters by dates, account, category, direction and words in the database', async () => {
    const march2to3 = await transactionPage(
      db.kysely,
      ORG_A,
      query({ from: '2026-03-02', to: '2026-03-03' }),
    );
    expect(march2to3?.transactions).toHaveLength(10);
    const savings = await transactionPage(db.kysely, ORG_A, query({ accountId: 'savings' }));
    expect(savings?.transactions.map((t) => t.accountId)).toEqual(Array(9).fill('savings'));
    const outflows = await transactionPage(db.kysely, ORG_A, query({ type: 'outflow' }));
    expect(outflows?.transactions.every((t) => t.amount < 0 && t.category === 'Software')).toBe(
      true,
    );
    expect(outflows?.transactions).toHaveLength(12);
    const sales = await transactionPage(db.kysely, ORG_A, query({ category: 'Sales' }));
    expect(sales?.transactions).toHaveLength(13);
  });

  it('searches descriptions through a trigram index on PostgreSQL, not by reading every row', async () => {
    const found = await transactionPage(db.kysely, ORG_A, query({ q: 'refund' }));
    expect(found?.transactions.map((t) => t.id)).toEqual(['a07']);
    if (db.dialect !== 'postgres') return;
    const plan = await db.kysely.transaction().execute(async (trx) => {
      // A table this small is cheaper to scan: the question is whether the index can serve the search.
      await sql`set local enable_seqscan = off`.execute(trx);
      const { rows } = await sql<{ 'QUERY PLAN': string }>`
        explain select id from ledger_transaction where lower(description) like '%refund%' escape '\\'
      `.execute(trx);
      return rows.map((row) => row['QUERY PLAN']).join('\n');
    });
    expect(plan).toContain('ledger_transaction_description_trgm');
  });

  it('takes % and _ in the search words literally, ignoring case', async () => {
    const found = await transactionPage(db.kysely, ORG_A, query({ q: 'REFUND 100%' }));
    expect(found?.transactions.map((t) => t.id)).toEqual(['a07']);
    expect(
      (await transactionPage(db.kysely, ORG_A, query({ q: 'order_7' })))?.transactions,
    ).toHaveLength(1);
    expect(
      (await transactionPage(db.kysely, ORG_A, query({ q: '1_0' })))?.transactions,
    ).toHaveLength(0);
  });

  it('answers money in currency units, exact to the cent', async () => {
    await createTransactions(db.kysely, writerOf(ORG_A), [tx('cents', '2026-04-01', -1234.56)]);
    const page = await transactionPage(db.kysely, ORG_A, query({ limit: 1 }));
    expect(page?.transactions[0]).toMatchObject({
      id: 'cents',
      amount: -1234.56,
      type: 'outflow',
      version: 1,
    });
  });

  it('answers only the rows one import brought when asked by importId', async () => {
    const writer = writerOf(ORG_A);
    const rows = [tx('i1', '2026-05-01', -10), tx('i2', '2026-05-02', 20)];
    const batch = await startImport(db.kysely, writer, { fileName: 'may.csv', rowCount: 2 });
    expect(
      (
        await addImportChunk(db.kysely, { orgId: ORG_A }, batch.id, {
          index: 0,
          transactions: rows,
        })
      ).ok,
    ).toBe(true);
    expect((await commitImport(db.kysely, writer, batch.id)).ok).toBe(true);
    const page = await transactionPage(db.kysely, ORG_A, query({ importId: batch.id }));
    expect(page?.transactions.map((t) => [t.id, t.importId])).toEqual([
      ['i2', batch.id],
      ['i1', batch.id],
    ]);
    const elsewhere = await transactionPage(db.kysely, ORG_B, query({ importId: batch.id }));
    expect(elsewhere?.transactions).toEqual([]);
  });

  it('refuses a cursor it did not make', async () => {
    expect(
      await transactionPage(db.kysely, ORG_A, query({ cursor: 'not-a-cursor' })),
    ).toBeUndefined();
  });
});

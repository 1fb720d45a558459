import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  rowsOfColumns,
  transactionColumnsOf,
  transactionColumnsPageSchema,
  transactionPageQuerySchema,
} from '@cashline/core';
import type { LedgerTransaction, TransactionColumnsPage } from '@cashline/core';
import { ORG_A, ORG_B, freshDatabase, tx, writerOf } from '../testing/ledgerTestData.js';
import type { TestDatabase } from '../testing/testDatabase.js';
import { addImportChunk, commitImport, startImport } from './importBatches.js';
import { transactionColumnsPage } from './transactionColumnsRead.js';
import { transactionPage } from './transactionPages.js';
import { createTransactions } from './transactionWrites.js';

let db: TestDatabase;
let done: () => Promise<void>;
let importId: string;
beforeEach(async () => {
  ({ db, done } = await freshDatabase());
  // 25 rows over 5 days, several per day, so pages and reads break inside a day; some rows have
  // every optional field, some none.
  const rows = Array.from({ length: 25 }, (_, i) =>
    tx(
      `a${String(i).padStart(2, '0')}`,
      `2026-03-0${1 + (i % 5)}`,
      i % 2 === 0 ? 100 + i : -50.25,
      {
        accountId: i % 3 === 0 ? 'savings' : 'main',
        ...(i % 4 === 0
          ? {
              balance: 1000.5 + i,
              subcategory: 'Tools',
              merchant: `Shop ${i % 2}`,
              paymentRef: `REF-${i}`,
              categorySource: 'rule' as const,
              note: 'checked',
              transferId: `x${i}`,
              bankId: `bank-${i}`,
            }
          : {}),
      },
    ),
  );
  expect(await createTransactions(db.kysely, writerOf(ORG_A), rows)).toEqual({ ok: true });
  const imported = [tx('i1', '2026-03-02', -10), tx('i2', '2026-03-04', 20)];
  const batch = await startImport(db.kysely, writerOf(ORG_A), { fileName: 'm.csv', rowCount: 2 });
  await addImportChunk(db.kysely, { orgId: ORG_A }, batch.id, { index: 0, transactions: imported });
  expect((await commitImport(db.kysely, writerOf(ORG_A), batch.id)).ok).toBe(true);
  importId = batch.id;
  expect(
    await createTransactions(db.kysely, writerOf(ORG_B), [tx('b1', '2026-03-03', -999)]),
  ).toEqual({ ok: true });
});
afterEach(() => done());

/** Every page of an organisation's ledger as columns, `limit` rows a page. */
async function allPages(
  orgId: string,
  limit: number,
  rowsPerRead?: number,
): Promise<TransactionColumnsPage[]> {
  const pages: TransactionColumnsPage[] = [];
  let cursor: string | undefined;
  do {
    const query = { limit, ...(cursor ? { cursor } : {}) };
    const page = await transactionColumnsPage(db, orgId, query, rowsPerRead);
    if (!page) throw new Error('cursor refused');
    pages.push(page);
    cursor = page.nextCursor;
  } while (cursor);
  return pages;
}

describe('transactionColumnsPage', () => {
  it('answers each page as the row pages of the same rows make it, read in one step or several', async () => {
    const rows = (
      await transactionPage(db.kysely, ORG_A, transactionPageQuerySchema.parse({ limit: 100 }))
    )?.transactions as LedgerTransaction[];
    expect(rows).toHaveLength(27);
    expect(rows.filter((row) => row.importId === importId)).toHaveLength(2);
    // 10 a page: reads of 3 end inside a page, reads of 5 end where a page ends, 10 reads the page in one.
    for (const rowsPerRead of [3, 5, 10, 10_000]) {
      const pages = await allPages(ORG_A, 10, rowsPerRead);
      expect(pages.map((page) => page.count)).toEqual([10, 10, 7]);
      pages.forEach((page, i) => {
        const expected = transactionColumnsOf(rows.slice(i * 10, i * 10 + 10), page.nextCursor);
        expect(page, `page ${i}, ${rowsPerRead} a read`).toEqual(expected);
        expect(transactionColumnsPageSchema.parse(JSON.parse(JSON.stringify(page)))).toEqual(page);
      });
      expect(pages.flatMap(rowsOfColumns)).toEqual(rows);
    }
  });

  it('ends on a page exactly as long as the rest of the ledger, and reads no other organisation', async () => {
    const pages = await allPages(ORG_A, 27, 9);
    expect(pages).toHaveLength(1);
    expect(pages[0]?.nextCursor).toBeUndefined();
    expect(pages[0]?.id).not.toContain('b1');
    const theirs = await allPages(ORG_B, 10);
    expect(theirs.map((page) => page.id)).toEqual([['b1']]);
  });

  it('answers the other requests between its reads', async () => {
    // Another request's work, a turn of the event loop at a time.
    let ticks = 0;
    let reading = true;
    const tick = () => {
      ticks += 1;
      if (reading) setImmediate(tick);
    };
    setImmediate(tick);
    const seen: number[] = [];
    const watched = {
      ...db,
      readArrays: (query: Parameters<TestDatabase['readArrays']>[0]) => {
        seen.push(ticks);
        return db.readArrays(query);
      },
    };
    await transactionColumnsPage(watched, ORG_A, { limit: 27 }, 5);
    reading = false;
    expect(seen).toHaveLength(6);
    // Each read after the first comes after the other work had a turn.
    for (let i = 1; i < seen.length; i += 1) {
      expect(seen[i]).toBeGreaterThan(seen[i - 1] as number);
    }
  });

  it('refuses a cursor that is not one of ours', async () => {
    expect(
      await transactionColumnsPage(db, ORG_A, { limit: 10, cursor: 'bm90IG91cnM' }),
    ).toBeUndefined();
  });
});

import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { TestDatabase } from '../testing/testDatabase.js';
import { createAccount } from './ledgerAccounts.js';
import { saveDocument } from './ledgerDocuments.js';
import { writeLedgerJson } from './ledgerExport.js';
import { ORG_A, ORG_B, freshDatabase, tx, writerOf } from '../testing/ledgerTestData.js';
import { createTransactions } from './transactionWrites.js';

let db: TestDatabase;
let done: () => Promise<void>;
beforeEach(async () => {
  ({ db, done } = await freshDatabase());
});
afterEach(() => done());

async function exported(orgId: string, pageSize?: number) {
  const chunks: string[] = [];
  const count = await writeLedgerJson(
    db.kysely,
    orgId,
    async (chunk) => {
      chunks.push(chunk);
    },
    pageSize,
  );
  return { count, chunks, ledger: JSON.parse(chunks.join('')) as Record<string, unknown> };
}

const account = {
  id: 'acc-1',
  name: 'Current account',
  kind: 'checking',
  currency: 'EUR',
  openingBalance: 1000,
  openingDate: '2026-01-01',
  archived: false,
} as const;

describe('writeLedgerJson', () => {
  it("writes the organisation's accounts, documents and every transaction, page by page", async () => {
    await createAccount(db.kysely, writerOf(ORG_A), account);
    await createTransactions(db.kysely, writerOf(ORG_A), [
      tx('t1', '2026-03-01', -120),
      tx('t2', '2026-03-02', 50.25),
      tx('t3', '2026-03-03', 10),
      tx('t4', '2026-03-04', -7.5),
      tx('t5', '2026-03-05', 99),
    ]);
    await createTransactions(db.kysely, writerOf(ORG_B), [tx('other', '2026-03-01', 1)]);
    await saveDocument(db.kysely, writerOf(ORG_A), 'settings', {
      baseVersion: 0,
      value: { importLayouts: {}, cashMinimum: 500 },
    });

    const { count, chunks, ledger } = await exported(ORG_A, 2);
    expect(count).toBe(5);
    // Head, three pages of at most two transactions, the end.
    expect(chunks).toHaveLength(5);
    expect(ledger).toMatchObject({
      organizationId: ORG_A,
      accounts: [expect.objectContaining({ id: 'acc-1', name: 'Current account' })],
      documents: {
        settings: { value: { importLayouts: {}, cashMinimum: 500 }, version: 1 },
        rules: { value: [], version: 0 },
      },
      imports: [],
    });
    const transactions = ledger.transactions as { id: string; amount: number }[];
    expect(transactions.map((t) => t.id)).toEqual(['t5', 't4', 't3', 't2', 't1']);
    expect(transactions.reduce((sum, t) => sum + Math.round(t.amount * 100), 0)).toBe(3175);
  });

  it('writes an organisation with an empty ledger as valid JSON with no transactions', async () => {
    const { count, ledger } = await exported(ORG_A);
    expect(count).toBe(0);
    expect(ledger).toMatchObject({ organizationId: ORG_A, accounts: [], transactions: [] });
  });
});

import { describe, expect, it } from 'vitest';
import type { LedgerClient } from './ledgerClient.js';
import { createPullBudget } from './pullBudget.js';
import { pullLedger } from './pullLedger.js';

const receipt = (id: number) => ({
  Id: String(id),
  TxnDate: '2025-05-01',
  TotalAmt: 10,
  CustomerRef: { value: '1', name: 'Walk-in' },
});

/** A ledger of exactly 2000 sales receipts and nothing else, served in Intuit's pages. */
function ledgerOf(count: number): LedgerClient & { asked: number[] } {
  const asked: number[] = [];
  return {
    asked,
    async queryPage(entity, _range, start) {
      if (entity !== 'SalesReceipt') return [];
      asked.push(start);
      const rows = [];
      for (let i = start; i < start + 1000 && i <= count; i += 1) rows.push(receipt(i));
      return rows;
    },
    async accountsPage() {
      return [];
    },
    async listPage() {
      return [];
    },
    async companyName() {
      return undefined;
    },
    async changesSince() {
      return { byEntity: new Map(), count: 0 };
    },
  };
}

describe('pullLedger', () => {
  it('asks for the page past the end when the last page is exactly full', async () => {
    const client = ledgerOf(2000);
    const pulled = await pullLedger(
      client,
      { from: '2024-05-01', to: '2025-05-01' },
      { attempts: 1, baseDelayMs: 1 },
      createPullBudget(10_000),
    );
    expect(client.asked).toEqual([1, 1001, 2001]);
    expect(pulled.transactions).toHaveLength(2000);
    // The chart of accounts, one page for each of the 8 entities, and two more receipts pages.
    expect(pulled.queries).toBe(1 + 8 + 2);
  });
});

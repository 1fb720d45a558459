import { describe, expect, it } from 'vitest';
import { transactionSchema } from '../transaction.js';
import { ledger } from './ledger.js';

describe('TestLedger', () => {
  it('numbers transactions in the order written and signs amounts by flow', () => {
    const transactions = ledger()
      .outflow('2024-01-01', 25, { category: 'Rent', balance: 75 })
      .inflow('2024-01-02', -100)
      .build();
    expect(transactions.map((t) => [t.id, t.amount, t.type])).toEqual([
      ['t-1', -25, 'outflow'],
      ['t-2', 100, 'inflow'],
    ]);
    expect(transactions.every((t) => transactionSchema.safeParse(t).success)).toBe(true);
  });

  it('can build newest first, later-written first on the same day', () => {
    const transactions = ledger()
      .inflow('2024-01-01', 1)
      .inflow('2024-01-03', 1)
      .inflow('2024-01-01', 1)
      .buildNewestFirst();
    expect(transactions.map((t) => t.id)).toEqual(['t-2', 't-3', 't-1']);
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { scanLedger } from '../../analytics/scan.js';
import type { Transaction } from '../../transaction.js';
import { ledgerRows } from './ledgerRows.js';

const AS_OF = '2024-03-10';

const transaction = fc.record({
  day: fc.integer({ min: 1, max: 15 }),
  cents: fc.integer({ min: -50_000, max: 50_000 }),
  balance: fc.option(fc.integer({ min: -100_000, max: 100_000 }), { nil: undefined }),
  transfer: fc.boolean(),
});

describe('ledgerRows', () => {
  it('reads the balance every page shows, in the pass that reads the flows', () => {
    fc.assert(
      fc.property(fc.array(transaction, { maxLength: 40 }), (drawn) => {
        const transactions: Transaction[] = drawn.map((t, i) => ({
          id: String(i),
          date: `2024-03-${String(t.day).padStart(2, '0')}`,
          description: 'Payment',
          amount: t.cents / 100,
          type: t.cents < 0 ? 'outflow' : 'inflow',
          category: 'Other',
          ...(t.balance === undefined ? {} : { balance: t.balance / 100 }),
          ...(t.transfer ? { transferId: `x${i}` } : {}),
        }));
        const rows = ledgerRows(transactions, AS_OF);
        const scan = scanLedger(transactions, { asOf: AS_OF, period: 'month' });
        expect(rows.balanceCents).toBe(scan.currentBalanceCents);
      }),
    );
  });

  it('keeps transfers and later rows out of the flows but transfers in the balance', () => {
    const rows = ledgerRows(
      [
        {
          id: 'a',
          date: '2024-03-01',
          description: 'Sale',
          amount: 100,
          type: 'inflow',
          category: 'Sales',
        },
        {
          id: 'b',
          date: '2024-03-02',
          description: 'To savings',
          amount: -40,
          type: 'outflow',
          category: 'Transfer',
          transferId: 't',
        },
        {
          id: 'c',
          date: '2024-03-20',
          description: 'Rent',
          amount: -70,
          type: 'outflow',
          category: 'Rent',
        },
      ],
      AS_OF,
    );
    expect(rows.count).toBe(1);
    expect(rows.balanceCents).toBe(6_000);
    expect(rows.hasBalances).toBe(false);
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { scanLedger } from '../../analytics/scan.js';
import type { Transaction } from '../../transaction.js';
import { statementBalancesOn } from '../../analytics/balancesOn.js';
import { dayNumber } from '../../dates.js';
import { ledgerRows, rowsUpTo } from './ledgerRows.js';
import type { LedgerRows } from './ledgerRows.js';

const AS_OF = '2024-03-10';

const transaction = fc.record({
  day: fc.integer({ min: 1, max: 15 }),
  cents: fc.integer({ min: -50_000, max: 50_000 }),
  balance: fc.option(fc.integer({ min: -100_000, max: 100_000 }), { nil: undefined }),
  transfer: fc.boolean(),
});

type Drawn = { day: number; cents: number; balance: number | undefined; transfer: boolean };

const transactionsOf = (drawn: readonly Drawn[]): Transaction[] =>
  drawn.map((t, i) => ({
    id: String(i),
    date: `2024-03-${String(t.day).padStart(2, '0')}`,
    description: 'Payment',
    amount: t.cents / 100,
    type: t.cents < 0 ? 'outflow' : 'inflow',
    category: 'Other',
    ...(t.balance === undefined ? {} : { balance: t.balance / 100 }),
    ...(t.transfer ? { transferId: `x${i}` } : {}),
  }));

describe('ledgerRows', () => {
  it('reads the balance every page shows, in the pass that reads the flows', () => {
    fc.assert(
      fc.property(fc.array(transaction, { maxLength: 40 }), (drawn) => {
        const transactions = transactionsOf(drawn);
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

/** The rows with their columns cut to the rows they hold (`ledgerRows` sizes them to the input). */
const used = (rows: LedgerRows) => ({
  ...rows,
  day: [...rows.day.subarray(0, rows.count)],
  cents: [...rows.cents.subarray(0, rows.count)],
  source: [...rows.source.subarray(0, rows.count)],
});

describe('rowsUpTo', () => {
  it('cuts from rows read as of a later day what reading the ledger as of the day gives', () => {
    fc.assert(
      fc.property(
        fc.array(transaction, { maxLength: 40 }),
        fc.integer({ min: 0, max: 16 }),
        (drawn, cut) => {
          const transactions = transactionsOf(drawn);
          const date = `2024-03-${String(cut).padStart(2, '0')}`;
          const balance = statementBalancesOn(transactions, [date]).get(date);
          if (balance === undefined) throw new Error('no balance');
          const cutRows = rowsUpTo(
            ledgerRows(transactions, '2024-03-20'),
            dayNumber(date),
            balance,
          );
          expect(used(cutRows)).toEqual(used(ledgerRows(transactions, date)));
        },
      ),
    );
  });

  it('refuses a day after the one the rows were read as of', () => {
    const rows = ledgerRows([], AS_OF);
    expect(() => rowsUpTo(rows, rows.asOfDay + 1, { cents: 0, fromStatement: false })).toThrow();
  });
});

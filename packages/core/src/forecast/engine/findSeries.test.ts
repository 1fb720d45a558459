import { describe, expect, it } from 'vitest';
import { addDays, addMonths } from '../../dates.js';
import { ledger } from '../../testing/ledger.js';
import type { Transaction } from '../../transaction.js';
import { findPayments } from './findSeries.js';
import { ledgerRows } from './ledgerRows.js';
import { PayeeGroupKeys } from './payeeGroupKeys.js';

const AS_OF = '2024-06-30';

/** Rent paid monthly in two parts on one day; card sales every day; a supplier at a loose rhythm. */
function book() {
  const entries = ledger();
  for (let m = 0; m < 14; m += 1) {
    const date = addMonths('2023-05-01', m);
    entries.outflow(date, 600, { description: 'Rent Oak St' });
    entries.outflow(date, 400, { description: 'Rent Oak St' });
  }
  for (let d = 0; d < 300; d += 1) {
    entries.inflow(addDays(AS_OF, -d), 80 + (d % 7), { description: 'CARD SALES' });
  }
  [9, 40, 66, 101, 127, 160, 188, 221, 250].forEach((back, k) => {
    entries.outflow(addDays(AS_OF, -back), 700 + 90 * (k % 4), { description: 'ELM SUPPLY' });
  });
  return entries;
}

/** What a reading found, in terms of the transactions rather than row numbers. */
function found(transactions: readonly Transaction[], keys?: PayeeGroupKeys) {
  const rows = ledgerRows(transactions, AS_OF);
  const idOf = (r: number) => (transactions[rows.source[r] as number] as Transaction).id;
  const { series, rhythms, groups } = findPayments(transactions, rows, keys);
  return {
    series: series.map((s) => ({
      key: s.payeeKey,
      cadence: s.schedule.cadence,
      occurrences: s.occurrences.map((o) => ({
        day: o.day,
        cents: o.cents,
        ids: o.rows.map(idOf),
      })),
    })),
    rhythms: rhythms.map((r) => r.occurrences.map((o) => o.rows.map(idOf))),
    groups: [...groups].map(([key, group]) => [key, group.map(idOf)] as const).sort(),
  };
}

describe('findPayments', () => {
  it('finds the same payments, rows of one day in the same order, whatever order the ledger is in', () => {
    const written = book().build();
    const newestFirst = book().buildNewestFirst();
    const expected = found(written);
    expect(expected.series.map((s) => [s.key, s.cadence])).toEqual([['rent oak st', 'monthly']]);
    expect(expected.rhythms).toHaveLength(1);
    const rent = expected.series[0]?.occurrences[0];
    expect(rent?.cents).toBe(-100_000);
    expect(found(newestFirst).series).toEqual(
      expected.series.map((s) => ({
        ...s,
        // Rows of one day come in the ledger's order: newest first stores the 400 before the 600.
        occurrences: s.occurrences.map((o) => ({ ...o, ids: [...o.ids].reverse() })),
      })),
    );
    expect(found(newestFirst).rhythms).toEqual(expected.rhythms);
  });

  it('finds with payee keys shared between readings at several dates what it finds afresh', () => {
    const transactions = book().buildNewestFirst();
    const keys = new PayeeGroupKeys(transactions);
    for (const asOf of ['2024-06-30', '2024-03-31', '2024-05-15']) {
      const rows = ledgerRows(transactions, asOf);
      expect(findPayments(transactions, rows, keys)).toEqual(findPayments(transactions, rows));
    }
  });

  it("refuses payee keys read from another ledger's rows", () => {
    const transactions = book().build();
    const other = new PayeeGroupKeys(book().build());
    expect(() => findPayments(transactions, ledgerRows(transactions, AS_OF), other)).toThrow(
      /another ledger/,
    );
  });
});

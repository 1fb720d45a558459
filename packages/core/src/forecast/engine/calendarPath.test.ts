import { describe, expect, it } from 'vitest';
import { dayNumber } from '../../dates.js';
import { ledger } from '../../testing/ledger.js';
import { calendarPath, dailyNet } from './calendarPath.js';
import { ledgerRows } from './ledgerRows.js';

/** 1,000 paid in on the 10th of each month from January to June 2024. */
function payDays(months: number) {
  const book = ledger();
  for (let m = 1; m <= months; m += 1) book.inflow(`2024-0${m}-10`, 1000);
  return book.build();
}

describe('calendarPath', () => {
  it('averages what the same dates of past months brought, scaled to the days', () => {
    const rows = ledgerRows(payDays(6), '2024-06-30');
    const path = calendarPath(dailyNet(rows), dayNumber('2024-06-30'), 2);
    // To 7 July: 30 May-7 June, 30 April-7 May ... held no 10th. To 14 July: 30 May-14 June
    // (15 days), 30 April-14 May (14), 30 March-14 April (15), 29 Feb-14 March (14) and
    // 30 January-14 February (15) each held one; 30 December is before the ledger starts.
    expect(path?.[0]).toBe(0);
    expect(path?.[1]).toBeCloseTo((100_000 * (3 * (14 / 15) + 2)) / 5, 6);
  });

  it('needs three months of history', () => {
    const rows = ledgerRows(payDays(3), '2024-03-31');
    expect(calendarPath(dailyNet(rows), dayNumber('2024-03-31'), 2)).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { sixMonthLedger } from '../testing/youngLedgers.js';
import { forecastDetail } from './engine/forecastDetail.js';
import { engineForecast } from './engineResult.js';
import { plannedItemsSchema } from './plannedItems.js';
import type { PlannedItem } from './plannedItems.js';

const young = sixMonthLedger();
const base = { asOf: young.asOf, accounts: young.accounts };
const plain = forecastDetail(young.transactions, base);

// As of 25 November 2026 (a Wednesday): week 1 is 26 Nov - 2 Dec, week 4 17-23 Dec.
const EQUIPMENT: PlannedItem = {
  id: 'p1',
  date: '2026-12-18',
  amount: -40_000,
  description: 'New ovens',
};
const GRANT: PlannedItem = { id: 'p2', date: '2026-12-01', amount: 25_000, description: 'Grant' };

describe('planned one-off payments and receipts', () => {
  it('adds each to the week of its date and moves every later balance by it', () => {
    const detail = forecastDetail(young.transactions, { ...base, planned: [EQUIPMENT, GRANT] });
    const weeks = detail.forecast.weeks;
    expect(weeks[0]?.inflows).toBeCloseTo((plain.forecast.weeks[0]?.inflows ?? 0) + 25_000, 2);
    expect(weeks[3]?.outflows).toBeCloseTo((plain.forecast.weeks[3]?.outflows ?? 0) + 40_000, 2);
    const shift = weeks.map(
      (w, i) => w.balance.expected - (plain.forecast.weeks[i]?.balance.expected ?? 0),
    );
    expect(shift.map((v) => Math.round(v))).toEqual([
      25_000,
      25_000,
      25_000,
      ...new Array<number>(10).fill(-15_000),
    ]);
    // The range moves with the balance.
    expect(
      (weeks[12]?.balance.low ?? 0) - (plain.forecast.weeks[12]?.balance.low ?? 0),
    ).toBeCloseTo(-15_000, 2);
    expect(detail.planned).toEqual([GRANT, EQUIPMENT]);
  });

  it('leaves out items dated on or before the as-of date or after the 13 weeks', () => {
    const outside: PlannedItem[] = [
      { ...EQUIPMENT, id: 'past', date: '2026-11-25' },
      { ...EQUIPMENT, id: 'late', date: '2027-02-25' },
    ];
    const detail = forecastDetail(young.transactions, { ...base, planned: outside });
    expect(detail.forecast.weeks).toEqual(plain.forecast.weeks);
    expect(detail.planned).toEqual([]);
  });

  it('reaches the page through engineForecast', () => {
    const result = engineForecast(young.transactions, { ...base, planned: [EQUIPMENT] });
    expect(result.planned).toEqual([EQUIPMENT]);
    expect(result.engine.weeks[3]?.outflows).toBeCloseTo(
      (plain.forecast.weeks[3]?.outflows ?? 0) + 40_000,
      2,
    );
  });
});

describe('plannedItemsSchema', () => {
  it('accepts a list of dated, described, non-zero items with distinct ids', () => {
    expect(plannedItemsSchema.safeParse([EQUIPMENT, GRANT]).success).toBe(true);
  });

  it('refuses a zero amount, an empty description, a bad date and a repeated id', () => {
    expect(plannedItemsSchema.safeParse([{ ...EQUIPMENT, amount: 0 }]).success).toBe(false);
    expect(plannedItemsSchema.safeParse([{ ...EQUIPMENT, description: '  ' }]).success).toBe(false);
    expect(plannedItemsSchema.safeParse([{ ...EQUIPMENT, date: '2026-02-30' }]).success).toBe(
      false,
    );
    expect(plannedItemsSchema.safeParse([EQUIPMENT, { ...GRANT, id: 'p1' }]).success).toBe(false);
    expect(plannedItemsSchema.safeParse([{ ...EQUIPMENT, amount: 2e12 }]).success).toBe(false);
  });
});

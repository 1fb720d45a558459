import { describe, expect, it } from 'vitest';
import { ledger } from '../testing/ledger.js';
import { dateKey, mostRecent } from './recent.js';

describe('mostRecent', () => {
  it('keeps the newest, newest first, whatever the input order', () => {
    const book = ledger();
    for (let day = 1; day <= 28; day += 1)
      book.inflow(`2024-02-${String(day).padStart(2, '0')}`, day);
    const oldestFirst = book.build();
    const expected = ['t-28', 't-27', 't-26'];
    expect(mostRecent(oldestFirst, 3).map((t) => t.id)).toEqual(expected);
    expect(mostRecent([...oldestFirst].reverse(), 3).map((t) => t.id)).toEqual(expected);
  });

  it('keeps the stored order among same-day transactions', () => {
    const transactions = ledger()
      .inflow('2024-01-02', 1)
      .inflow('2024-01-03', 2)
      .inflow('2024-01-03', 3)
      .inflow('2024-01-03', 4)
      .build();
    expect(mostRecent(transactions, 2).map((t) => t.id)).toEqual(['t-2', 't-3']);
  });

  it('applies a filter and copes with fewer transactions than asked', () => {
    const transactions = ledger().inflow('2024-01-02', 1).outflow('2024-01-03', 2).build();
    expect(mostRecent(transactions, 10, (t) => t.amount < 0).map((t) => t.id)).toEqual(['t-2']);
    expect(mostRecent([], 10)).toEqual([]);
  });
});

describe('dateKey', () => {
  it('orders like the date', () => {
    expect(dateKey('2024-02-29')).toBe(20240229);
    expect(dateKey('2023-12-31')).toBeLessThan(dateKey('2024-01-01'));
  });
});

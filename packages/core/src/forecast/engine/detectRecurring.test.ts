import { describe, expect, it } from 'vitest';
import { addDays, addMonths, dayNumber } from '../../dates.js';
import type { IsoDate } from '../../dates.js';
import type { Transaction } from '../../transaction.js';
import { shiftOffWeekend } from './calendar.js';
import type { WeekendShift } from './calendar.js';
import { detectRecurring } from './detectRecurring.js';
import { dateOfDayNumber } from '../../dates.js';

let nextId = 0;
function tx(date: IsoDate, amount: number, description: string, extra: Partial<Transaction> = {}) {
  nextId += 1;
  return {
    id: `r-${nextId}`,
    date,
    description,
    amount,
    type: amount < 0 ? 'outflow' : 'inflow',
    category: amount < 0 ? 'Software' : 'Sales',
    ...extra,
  } satisfies Transaction;
}

function shifted(date: IsoDate, shift: WeekendShift): IsoDate {
  return dateOfDayNumber(shiftOffWeekend(dayNumber(date), shift));
}

/** Monthly dates on `day` from `first` for `count` months. */
function monthly(first: IsoDate, count: number): IsoDate[] {
  return Array.from({ length: count }, (_, i) => addMonths(first, i));
}

describe('detectRecurring', () => {
  it('finds a monthly card payment with noisy descriptions, weekend moves and a price step', () => {
    const dates = monthly('2024-01-16', 10).map((d) => shifted(d, 'before'));
    const transactions = dates.map((date, i) =>
      tx(date, i < 7 ? -49.99 : -59.99, `CARD ${1000 + i} AWS EMEA ${4400 + i * 7}`),
    );
    const [series, ...others] = detectRecurring(transactions, { asOf: '2024-10-20' });
    expect(others).toHaveLength(0);
    expect(series).toMatchObject({
      key: 'out:aws emea',
      payeeKey: 'aws emea',
      description: 'CARD 1009 AWS EMEA 4463',
      category: 'Software',
      direction: 'outflow',
      cadence: 'monthly',
      amount: -59.99,
      amountRange: { min: -59.99, max: -59.99 },
      dayRule: { kind: 'dayOfMonth', days: [16], weekendShift: 'before' },
      lastDate: '2024-10-16',
      // 16 Nov 2024 is a Saturday: moved to Friday 15th, as observed in March and June.
      nextDates: ['2024-11-15', '2024-12-16', '2025-01-16'],
    });
    expect(series?.occurrences).toHaveLength(10);
    expect(series?.confidence).toBeGreaterThan(0.7);
  });

  it('copes with drifting amounts and one missed occurrence', () => {
    const amounts = [310, 295, 322, 288, 305, 0, 316, 299];
    const transactions = monthly('2024-01-05', 8)
      .map((d) => shifted(d, 'after'))
      .map((date, i) => tx(date, -(amounts[i] as number), `Utility Power Co ref ${i}`))
      .filter((t) => t.amount !== 0);
    const [series] = detectRecurring(transactions, { asOf: '2024-08-31' });
    expect(series?.cadence).toBe('monthly');
    expect(series?.amount).toBe(-305);
    expect(series?.amountRange).toEqual({ min: -322, max: -288 });
    expect(series?.nextDates[0]).toBe('2024-09-05');
  });

  it('ends a series when two due dates pass without it', () => {
    const transactions = monthly('2024-01-10', 6).map((date) => tx(date, -20, 'Slack'));
    expect(detectRecurring(transactions, { asOf: '2024-08-01' })).toHaveLength(1);
    expect(detectRecurring(transactions, { asOf: '2024-09-01' })).toHaveLength(0);
  });

  it('finds biweekly payroll on Fridays and semi-monthly payroll moved before weekends', () => {
    const biweekly = Array.from({ length: 12 }, (_, i) =>
      tx(addDays('2024-01-05', 14 * i), -8200 - i * 10, `GUSTO PAYROLL ${i}`),
    );
    const semi = monthly('2024-01-15', 6).flatMap((mid) => [
      tx(shifted(mid, 'before'), -5000, 'ADP payroll'),
      tx(
        shifted(addDays(addMonths(mid, 1), -Number(mid.slice(8))), 'before'),
        -5000,
        'ADP payroll',
      ),
    ]);
    const found = detectRecurring([...biweekly, ...semi], { asOf: '2024-06-20' });
    const gusto = found.find((s) => s.payeeKey === 'gusto payroll');
    const adp = found.find((s) => s.payeeKey === 'adp payroll');
    expect(gusto).toMatchObject({ cadence: 'biweekly', dayRule: { kind: 'weekday', weekday: 5 } });
    expect(gusto?.nextDates.slice(0, 2)).toEqual(['2024-06-21', '2024-07-05']);
    expect(adp).toMatchObject({
      cadence: 'semi-monthly',
      dayRule: { kind: 'dayOfMonth', days: [15, 31], weekendShift: 'before' },
    });
  });

  it('finds weekly, quarterly and annual series', () => {
    const weekly = Array.from({ length: 10 }, (_, i) =>
      tx(addDays('2024-03-04', 7 * i), -120, 'Cleaning crew'),
    );
    const quarterly = [
      '2023-01-15',
      '2023-04-15',
      '2023-07-15',
      '2023-10-15',
      '2024-01-15',
      '2024-04-15',
    ]
      .map((d) => shifted(d, 'after'))
      .map((date) => tx(date, -4100, 'IRS USATAXPYMT'));
    const annual = [
      tx('2023-03-02', -2400, 'Hiscox insurance'),
      tx('2024-03-01', -2520, 'Hiscox insurance'),
    ];
    const found = detectRecurring([...weekly, ...quarterly, ...annual], { asOf: '2024-05-10' });
    const cadenceOf = (key: string) => found.find((s) => s.payeeKey === key)?.cadence;
    expect(cadenceOf('cleaning crew')).toBe('weekly');
    expect(cadenceOf('irs usataxpymt')).toBe('quarterly');
    expect(cadenceOf('hiscox insurance')).toBe('annual');
    expect(found.find((s) => s.payeeKey === 'irs usataxpymt')?.nextDates).toEqual(['2024-07-15']);
  });

  it('finds no series in daily card sales, irregular payments or transfers', () => {
    const sales = Array.from({ length: 120 }, (_, i) =>
      tx(addDays('2024-01-01', i), 900 + (i % 7) * 50, 'SQUARE DEPOSIT'),
    );
    const irregular = [3, 20, 26, 61, 70, 118].map((d, i) =>
      tx(addDays('2024-01-01', d), -100 * (i + 1), 'Home Depot'),
    );
    const transfers = monthly('2024-01-10', 4).map((date) =>
      tx(date, -1000, 'To savings', { transferId: `x-${date}` }),
    );
    expect(detectRecurring([...sales, ...irregular, ...transfers], { asOf: '2024-04-30' })).toEqual(
      [],
    );
  });

  it('reads only transactions dated on or before the as-of date', () => {
    const transactions = monthly('2024-01-10', 8).map((date) => tx(date, -20, 'Notion'));
    const [series] = detectRecurring(transactions, { asOf: '2024-04-12' });
    expect(series?.occurrences).toHaveLength(4);
    expect(series?.lastDate).toBe('2024-04-10');
  });
});

import { describe, expect, it } from 'vitest';
import { addMonths } from '../../dates.js';
import { ledger } from '../../testing/ledger.js';
import type { Transaction } from '../../transaction.js';
import { forecastCashFlow } from './forecastCashFlow.js';
import { forecastDetail } from './forecastDetail.js';
import { ledgerRows } from './ledgerRows.js';
import { PayeeGroupKeys } from './payeeGroupKeys.js';

const AS_OF = '2024-06-30';
/** Rent on the 1st (a weekend 1st moved to Monday), January 2023 to June 2024. */
const RENT_DATES = [
  ...['2023-01-02', '2023-02-01', '2023-03-01', '2023-04-03', '2023-05-01', '2023-06-01'],
  ...['2023-07-03', '2023-08-01', '2023-09-01', '2023-10-02', '2023-11-01', '2023-12-01'],
  ...['2024-01-01', '2024-02-01', '2024-03-01', '2024-04-01', '2024-05-01', '2024-06-03'],
];

/**
 * Rent of 1,000 on the 1st for 18 months, and a window cleaner paid 80 on the 12th three times
 * with two months skipped (a series, but only 0.36 confident: below the forecast's 0.4).
 */
function book(): Transaction[] {
  const entries = ledger();
  for (const date of RENT_DATES) {
    entries.outflow(date, 1000, { description: `Rent Oak St ${date}`, category: 'Rent' });
  }
  for (const date of ['2024-02-12', '2024-03-12', '2024-05-13']) {
    entries.outflow(date, 80, { description: 'Window cleaner', category: 'Cleaning' });
  }
  return entries.build();
}

const outflows = (transactions: Transaction[], choices = {}) =>
  forecastCashFlow(transactions, { asOf: AS_OF, choices }).weeks.map((w) => w.outflows);

describe('forecastDetail', () => {
  it('lists the series it placed with their dates, and leaves a low-confidence one out', () => {
    const detail = forecastDetail(book(), { asOf: AS_OF });
    expect(detail.upcoming).toEqual([
      {
        key: 'out:rent oak st',
        description: 'Rent Oak St 2024-06-03',
        payee: 'Rent Oak St',
        category: 'Rent',
        cadence: 'monthly',
        amount: -1000,
        dates: ['2024-07-01', '2024-08-01', '2024-09-02'],
        confidence: expect.any(Number) as number,
        choice: null,
      },
    ]);
    expect(detail.upcoming[0]?.confidence).toBeGreaterThanOrEqual(0.9);
    expect(detail.dismissed).toEqual([]);
    expect(detail.forecast).toEqual(forecastCashFlow(book(), { asOf: AS_OF }));
  });

  it('places a confirmed series even below the confidence the forecast needs', () => {
    const detail = forecastDetail(book(), {
      asOf: AS_OF,
      choices: { 'out:window cleaner': 'confirmed' },
    });
    expect(detail.upcoming.map((u) => [u.key, u.dates, u.choice])).toEqual([
      ['out:rent oak st', ['2024-07-01', '2024-08-01', '2024-09-02'], null],
      ['out:window cleaner', ['2024-07-12', '2024-08-12', '2024-09-12'], 'confirmed'],
    ]);
    expect(detail.upcoming[1]?.confidence).toBeLessThan(0.4);
    // 12 Jul is in week 2, 12 Aug in week 7, 12 Sep in week 11.
    expect(outflows(book(), { 'out:window cleaner': 'confirmed' })).toEqual([
      1000, 80, 0, 0, 1000, 0, 80, 0, 0, 1000, 80, 0, 0,
    ]);
    expect(detail.forecast.recurring.map((r) => r.nextDate)).toEqual(['2024-07-01', '2024-07-12']);
  });

  it('leaves a dismissed series in the residual flow and lists it to be restored', () => {
    const detail = forecastDetail(book(), {
      asOf: AS_OF,
      choices: { 'out:rent oak st': 'dismissed' },
    });
    expect(detail.upcoming).toEqual([]);
    expect(detail.forecast.recurring).toEqual([]);
    expect(detail.dismissed).toEqual([
      {
        key: 'out:rent oak st',
        description: 'Rent Oak St 2024-06-03',
        payee: 'Rent Oak St',
        category: 'Rent',
        cadence: 'monthly',
        amount: -1000,
        dates: [],
        confidence: expect.any(Number) as number,
        choice: 'dismissed',
      },
    ]);
    // No longer 1,000 placed on the 1st: the rent's past payments are residual flow now, spread
    // over the weeks; the balance falls more in the weeks of the 1st, as the past months'
    // calendar says (a move of the path, not money out).
    const out = detail.forecast.weeks.map((w) => w.outflows);
    expect(out.every((amount) => amount > 100 && amount < 1000)).toBe(true);
    const fall = detail.forecast.weeks.map((w) => -(w.net + w.adjustment));
    expect(fall[0]).toBeGreaterThan(fall[1] as number);
    expect(fall[4]).toBeGreaterThan(fall[5] as number);
    const net = detail.forecast.weeks.reduce((sum, w) => sum + w.net, 0);
    expect(net).toBeGreaterThan(-3500);
    expect(net).toBeLessThan(-2000);
  });

  it('keeps the series keys when a month of payments is appended', () => {
    const aws = (date: string, card: number) =>
      ledger()
        .outflow(date, 49.99, { description: `CARD ${card} AWS EMEA ${card * 7}` })
        .build();
    const months = Array.from({ length: 12 }, (_, i) => addMonths('2023-07-17', i));
    const history = [...book(), ...months.flatMap((date, i) => aws(date, 1000 + i))];
    const later = [
      ...history,
      ...aws('2024-07-16', 2001),
      ...ledger().outflow('2024-07-01', 1000, { description: 'Rent Oak St 2024-07-01' }).build(),
    ];
    const keys = (transactions: Transaction[], asOf: string) =>
      forecastDetail(transactions, { asOf }).upcoming.map((u) => u.key);
    expect(keys(history, AS_OF)).toEqual(['out:rent oak st', 'out:aws emea']);
    expect(keys(later, '2024-07-31')).toEqual(['out:rent oak st', 'out:aws emea']);
  });

  it('ignores choices about series it does not find', () => {
    const plain = forecastDetail(book(), { asOf: AS_OF });
    const chosen = forecastDetail(book(), {
      asOf: AS_OF,
      choices: { 'out:netflix': 'dismissed', 'in:rent oak st': 'confirmed' },
    });
    expect(chosen).toEqual(plain);
  });

  it('lists a series of ACH lines by its originator, one series whatever their trace ids', () => {
    const entries = ledger();
    for (const date of RENT_DATES) {
      const compact = date.slice(2).replace(/-/g, '');
      entries.outflow(date, 1000, {
        description: `ORIG CO NAME:ACME LOGISTICS INC ORIG ID:3654424954 DESC DATE:${compact} CO ENTRY DESCR:FREIGHT SEC:CCD TRACE#:0910000${compact}12 EED:${compact} IND ID:Q${compact} IND NAME:CASHLINE DEMO LLC TRN: 1${compact}TC`,
        category: 'Other',
      });
    }
    const [series, ...others] = forecastDetail(entries.build(), { asOf: AS_OF }).upcoming;
    expect(others).toEqual([]);
    expect(series?.payee).toBe('Acme Logistics Inc');
    expect(series?.key).toBe('out:acme logistics inc');
  });

  it('gives with a shared reading of the ledger what it gives on its own, and refuses rows of another date', () => {
    const transactions = book();
    const payeeKeys = new PayeeGroupKeys(transactions);
    const rows = ledgerRows(transactions, AS_OF);
    expect(forecastDetail(transactions, { asOf: AS_OF }, { payeeKeys, rows })).toEqual(
      forecastDetail(transactions, { asOf: AS_OF }),
    );
    expect(() => forecastDetail(transactions, { asOf: '2024-06-29' }, { payeeKeys, rows })).toThrow(
      /another date/,
    );
  });
});

import { describe, expect, it } from 'vitest';
import { normaliseForecast } from './normalise.js';
import { forecastPageModel } from './pageModel.js';
import { cadenceText, cashOutText, dueDatesText } from './forecastText.js';

const weeks = forecastPageModel(
  normaliseForecast({
    weeklyForecasts: [1, 2, 3].map(() => ({
      week: 'x',
      projectedBalance: 0,
      inflows: 0,
      outflows: 0,
      optimistic: 0,
      realistic: 0,
      pessimistic: 0,
    })),
  }),
  { asOf: '2026-11-24', balance: 100 },
).weeks;

describe('cashOutText', () => {
  it('names the week cash runs out and how likely', () => {
    expect(cashOutText({ status: 'expected', week: 1, chance: 0.72 }, weeks)).toBe(
      'Cash runs out in the week of 2 Dec – 8 Dec 2026 (about 7 in 10 chance).',
    );
    expect(cashOutText({ status: 'possible', week: 2, chance: 0.15 }, weeks)).toBe(
      'Cash stays above zero on the expected path, but could run out in the week of 9 Dec – 15 Dec 2026 (about 2 in 10 chance).',
    );
  });

  it('says when cash stays above zero, with or without a range', () => {
    expect(cashOutText({ status: 'none', chance: 0.01 }, weeks)).toBe(
      'Cash stays above zero for all 3 weeks, even at the low end of the likely range.',
    );
    expect(cashOutText({ status: 'none', chance: null }, weeks)).toBe(
      'Cash stays above zero for all 3 weeks of this forecast.',
    );
    expect(cashOutText({ status: 'expected', week: 0, chance: null }, weeks)).toBe(
      'Cash runs out in the week of 25 Nov – 1 Dec 2026.',
    );
  });
});

describe('dueDatesText', () => {
  it('lists up to three dates, the year once', () => {
    expect(dueDatesText([])).toBe('');
    expect(dueDatesText(['2026-07-01'])).toBe('1 Jul 2026');
    expect(dueDatesText(['2026-07-01', '2026-08-03'])).toBe('1 Jul and 3 Aug 2026');
    expect(dueDatesText(['2026-07-01', '2026-08-03', '2026-09-01'])).toBe(
      '1 Jul, 3 Aug and 1 Sep 2026',
    );
    expect(dueDatesText(['2026-12-01', '2027-01-04'])).toBe('1 Dec 2026 and 4 Jan 2027');
  });

  it('gives the first date and a count past three', () => {
    const weekly = ['2026-06-12', '2026-06-19', '2026-06-26', '2026-07-03', '2026-07-10'];
    expect(dueDatesText(weekly)).toBe('12 Jun 2026, then 4 more times');
  });
});

describe('cadenceText', () => {
  it('says each cadence in words', () => {
    expect(cadenceText('biweekly')).toBe('Every 2 weeks');
    expect(cadenceText('semi-monthly')).toBe('Twice a month');
    expect(cadenceText('annual')).toBe('Yearly');
  });
});

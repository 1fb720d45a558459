import { describe, expect, it } from 'vitest';
import { normaliseForecast } from './normalise.js';
import { forecastPageModel } from './pageModel.js';
import { cashOutText } from './forecastText.js';

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

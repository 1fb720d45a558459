import { describe, expect, it } from 'vitest';
import { longLedger } from '../../testing/correctedLedger.js';
import { forecastDetail } from './forecastDetail.js';

describe('the correction a long history earns', () => {
  const { forecast } = forecastDetail(longLedger(), { asOf: '2026-03-01' });

  it('leaves the weeks inflows and outflows those of the patterns', () => {
    // Receipts: half the last 13 weeks' mean (12,000) and half the last 52 weeks' (39 weeks at
    // 10,000 and 13 at 12,000: 10,500) = 11,250 a week. Payroll: 12,000 every Friday.
    expect(forecast.weeks.map((w) => w.inflows)).toEqual(new Array(13).fill(11_250));
    expect(forecast.weeks.map((w) => w.outflows)).toEqual(new Array(13).fill(12_000));
    expect(forecast.weeks.map((w) => w.net)).toEqual(new Array(13).fill(-750));
  });

  it("moves the balance by the correction, carried in the weeks' adjustments", () => {
    expect(forecast.weeks.some((w) => Math.abs(w.adjustment) >= 1)).toBe(true);
    let balance = forecast.openingBalance;
    for (const week of forecast.weeks) {
      balance = Math.round((balance + week.net + week.adjustment) * 100) / 100;
      expect(week.balance.expected).toBe(balance);
    }
    // The plain patterns alone would end 13 x 750 lower; the correction makes the difference.
    const correction = forecast.weeks.reduce((sum, w) => sum + w.adjustment, 0);
    const end = forecast.weeks[12]?.balance.expected ?? 0;
    expect(end).toBeCloseTo(forecast.openingBalance - 13 * 750 + correction, 2);
  });
});

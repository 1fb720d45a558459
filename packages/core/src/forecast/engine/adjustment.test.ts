import { describe, expect, it } from 'vitest';
import { adjusted, fitAdjustment, SHORT_HISTORY_ADJUSTMENT, usualLevel } from './adjustment.js';
import type { DailyFlow } from './calendarPath.js';
import type { WeeklyFlows } from './weeklyFlows.js';

/** No daily flows: no calendar path, the plain forecast alone. */
const NO_DAYS: DailyFlow = { firstDay: 0, cumulative: new Float64Array(0) };

function flows(weeklyIn: number[], opening: number): WeeklyFlows {
  const weeks = weeklyIn.length;
  const closing = new Float64Array(weeks);
  let balance = opening;
  for (let w = 0; w < weeks; w += 1) {
    balance += weeklyIn[w] as number;
    closing[w] = balance;
  }
  return {
    weeks,
    inflows: Float64Array.from(weeklyIn.map((v) => Math.max(0, v))),
    outflows: Float64Array.from(weeklyIn.map((v) => Math.max(0, -v))),
    recurring: new Float64Array(weeks),
    closing,
  };
}

describe('adjustment', () => {
  it('keeps a share of the drift and pulls towards the usual level', () => {
    expect(adjusted([100, 200, 300, 400], 0, { drift: 1, reversion: 1, calendar: 0 })).toEqual([
      100, 200, 300, 400,
    ]);
    expect(adjusted([100, 200, 300, 400], 0, { drift: 0, reversion: 1, calendar: 0 })).toEqual([
      0, 0, 0, 0,
    ]);
    expect(adjusted([0, 0], 1000, { drift: 1, reversion: 0.5, calendar: 0 })).toEqual([500, 750]);
  });

  it('takes the mean of the last 26 week-end balances as the usual level', () => {
    const history = flows(new Array(30).fill(10), 0);
    // Week-end balances 50 .. 300 for weeks 4..29: mean 175.
    expect(usualLevel(history, 30)).toBe(175);
  });

  it('keeps no drift with too little history to choose from', () => {
    expect(fitAdjustment(flows(new Array(35).fill(100), 0), 13, NO_DAYS).adjustment).toEqual(
      SHORT_HISTORY_ADJUSTMENT,
    );
  });

  it('keeps the whole drift of a steady flow, with no error', () => {
    const fit = fitAdjustment(flows(new Array(60).fill(100), 0), 13, NO_DAYS);
    expect(fit.adjustment).toMatchObject({ drift: 1, reversion: 1 });
    expect(fit.errors[12]?.every((e) => e === 0)).toBe(true);
  });

  it('drops the drift of a balance that swings around its level', () => {
    // Money comes in one week and goes out the next, in ever-changing sizes.
    const swings = Array.from(
      { length: 60 },
      (_, w) => (w % 2 === 0 ? 1 : -1) * (300 + ((w * 37) % 200)),
    );
    expect(fitAdjustment(flows(swings, 5000), 13, NO_DAYS).adjustment.drift).toBe(0);
  });
});

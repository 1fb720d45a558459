import { describe, expect, it } from 'vitest';
import { adjusted, applyAdjustment, fitPath, usualLevel } from './adjustment.js';
import type { Adjustment } from './adjustment.js';
import { blockTrend } from './balanceTrend.js';
import {
  FILLING_ADJUSTMENT,
  fitAdjustment,
  PLAIN_ADJUSTMENT,
  SHORT_HISTORY_ADJUSTMENT,
  SHORT_LEVEL_ADJUSTMENT,
  SHORT_TRENDING_ADJUSTMENT,
} from './fitAdjustment.js';
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
    lead: { inflows: 0, outflows: 0, days: 0 },
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

  it('keeps the plain forecast of a ledger too young to judge one', () => {
    // 20 weeks: fewer than 10 past origins with 4 weeks after them.
    const swings = Array.from({ length: 20 }, (_, w) => (w % 2 === 0 ? 300 : -280));
    const fit = fitAdjustment(flows(swings, 5000), 13, NO_DAYS);
    expect(fit.adjustment).toBe(PLAIN_ADJUSTMENT);
    expect(fit.early).toBe(PLAIN_ADJUSTMENT);
  });

  it('follows the flow of a ledger with a few months of history past its first weeks', () => {
    // A business's statement from a balance it already had: its own flow goes on, whichever way;
    // a swinging balance's first weeks may keep their level, as its past months say works better.
    const swings = Array.from({ length: 35 }, (_, w) => (w % 2 === 0 ? 300 : -280));
    const swinging = fitAdjustment(flows(swings, 5000), 13, NO_DAYS);
    expect(swinging.adjustment).toBe(PLAIN_ADJUSTMENT);
    expect(swinging.early).toEqual(SHORT_LEVEL_ADJUSTMENT);
    const rising = Array.from({ length: 35 }, (_, w) => 500 + (w % 2 === 0 ? 300 : -300));
    const fit = fitAdjustment(flows(rising, 5000), 13, NO_DAYS);
    expect(fit.adjustment).toBe(PLAIN_ADJUSTMENT);
    expect(fit.early).toBe(PLAIN_ADJUSTMENT);
  });

  it('keeps half the flow in the first weeks of a young ledger from a balance it had, unpulled', () => {
    // The same swings from $5,000 while its usual level sits $2,000 below: of its flow of +$20 a
    // week the first weeks keep half (4 x 10 = 40 at week 4), and the balance is not pulled down to
    // that level as an account opened within its history is (by 2,000 x (1 - 0.95^4) = 370.99).
    const swings = Array.from({ length: 35 }, (_, w) => (w % 2 === 0 ? 300 : -280));
    const plain = Array.from({ length: 13 }, (_, h) => 20 * (h + 1));
    const held = fitPath(plain, -2000, fitAdjustment(flows(swings, 5000), 13, NO_DAYS), null);
    expect(held[3]).toBeCloseTo(40, 10);
    // Week 6 is half way through the handover: (6 x 10 + 6 x 20) / 2.
    expect(held[5]).toBeCloseTo(90, 10);
    // By week 8 it has handed over to its own flow: 8 x 20.
    expect(held[7]).toBeCloseTo(160, 10);
    const opened = fitAdjustment(flows(swings, 5000), 13, NO_DAYS, { opened: true });
    expect(fitPath(plain, -2000, opened, null)[3]).toBeCloseTo(-370.99, 2);
  });

  it('keeps no drift of a swinging account opened within its few months of history', () => {
    const swings = Array.from({ length: 35 }, (_, w) => (w % 2 === 0 ? 300 : -280));
    expect(fitAdjustment(flows(swings, 5000), 13, NO_DAYS, { opened: true }).adjustment).toEqual(
      SHORT_HISTORY_ADJUSTMENT,
    );
  });

  it('holds the balance an account opened within its history reached while it fills up', () => {
    // 12 weeks from nil: a salary piling up faster than it is spent, at first.
    const filling = Array.from({ length: 12 }, (_, w) => (w % 4 === 0 ? 4000 : -600));
    const fit = fitAdjustment(flows(filling, 0), 13, NO_DAYS, { opened: true });
    expect(fit.adjustment).toEqual(FILLING_ADJUSTMENT);
    expect(fit.early).toEqual(FILLING_ADJUSTMENT);
    // Once its balance falls over a quarter, its flow is followed like any other.
    const spending = Array.from({ length: 20 }, (_, w) => (w < 4 ? 5000 : -400));
    expect(fitAdjustment(flows(spending, 0), 13, NO_DAYS, { opened: true }).adjustment).toBe(
      PLAIN_ADJUSTMENT,
    );
    // The same 12 weeks from a balance the business already had: its flow goes on.
    expect(fitAdjustment(flows(filling, 50_000), 13, NO_DAYS).adjustment).toBe(PLAIN_ADJUSTMENT);
  });

  it('tests the mean change of whole 4-week blocks against its standard error', () => {
    // Blocks change by -1,000 and -3,000 in turn: mean -2,000, deviation 1,000, 4 blocks: t = -4.
    const weeks = [-250, -250, -250, -250, -750, -750, -750, -750];
    expect(blockTrend(flows([...weeks, ...weeks], 0))).toBeCloseTo(-4, 10);
    expect(blockTrend(flows(weeks, 0))).toBe(0);
  });

  it('keeps the plain forecast of a ledger burning cash month after month', () => {
    // A balance falling 500 a week with swings: pulling it to its usual (higher) level or dropping
    // its drift would show a recovery its own flows do not support.
    const falling = Array.from({ length: 35 }, (_, w) => -500 + (w % 2 === 0 ? 300 : -300));
    for (const opened of [false, true]) {
      const fit = fitAdjustment(flows(falling, 90000), 13, NO_DAYS, { opened });
      expect(fit.adjustment).toEqual(PLAIN_ADJUSTMENT);
      expect(fit.early).toBe(fit.adjustment);
    }
  });

  it('does not carry on an opened account rising month after month past its first weeks', () => {
    // The mirror of the burning ledger: savings piling up get spent, so past the first weeks it
    // keeps half its drift, as households with a few months of history do.
    const rising = Array.from({ length: 35 }, (_, w) => 500 + (w % 2 === 0 ? 300 : -300));
    const fit = fitAdjustment(flows(rising, 90000), 13, NO_DAYS, { opened: true });
    expect(fit.early).toEqual(PLAIN_ADJUSTMENT);
    expect(fit.adjustment).toEqual(SHORT_TRENDING_ADJUSTMENT);
  });

  it('hands the first weeks over from the early adjustment to the other by week 8', () => {
    const plain = Array.from({ length: 13 }, (_, h) => 100 * (h + 1));
    const flat: Adjustment = { drift: 0, reversion: 1, calendar: 0 };
    const path = fitPath(plain, 0, { adjustment: flat, early: PLAIN_ADJUSTMENT }, null);
    // Weeks 1-4 the plain path, week 5 three quarters of it ... week 8 on the flat one.
    expect(path).toEqual([100, 200, 300, 400, 375, 300, 175, 0, 0, 0, 0, 0, 0]);
    expect(fitPath(plain, 0, { adjustment: flat, early: flat }, null)).toEqual(
      new Array(13).fill(0),
    );
  });

  it("scores a short ledger's first weeks at every origin with those weeks after it", () => {
    const uneven = Array.from({ length: 35 }, (_, w) => (w % 2 === 0 ? 1000 : -800));
    const fit = fitAdjustment(flows(uneven, 0), 13, NO_DAYS);
    // 35 weeks: origins from week 8 with 4 weeks after them (24), with 13 after them (15).
    expect(fit.errors.map((list) => list.length)).toEqual([
      ...new Array<number>(4).fill(24),
      ...new Array<number>(9).fill(15),
    ]);
  });

  it('moves the path onto the adjusted one through the adjustment, the flows left alone', () => {
    const plan = { inflowCents: [100, 100, 100, 100], outflowCents: [0, 0, 0, 0] };
    const adjustment = [0, 0, 0, 0];
    // No drift: the path ends where it started, so 100 a week is taken back, not spent.
    const flat: Adjustment = { drift: 0, reversion: 1, calendar: 0 };
    applyAdjustment(plan, adjustment, 0, { adjustment: flat, early: flat }, null);
    expect(adjustment).toEqual([-100, -100, -100, -100]);
    expect(plan).toEqual({ inflowCents: [100, 100, 100, 100], outflowCents: [0, 0, 0, 0] });
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

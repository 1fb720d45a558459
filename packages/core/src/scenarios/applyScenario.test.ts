import { describe, expect, it } from 'vitest';
import { CUSTOMER, testBase } from '../testing/scenarioBase.js';
import { applyScenario, baseScenarioForecast } from './applyScenario.js';
import type { ScenarioLayer } from './scenarioSchema.js';

// The base (see testBase): week w ends at 50,000 + 2,000·w, range ±1,000·w; week 1 is 4–10 Jan
// 2026, week 2 is 11–17 Jan and so on; the customer pays $3,000 on 20 Jan (week 3), 20 Feb
// (week 7) and 20 Mar (week 11); the horizon ends on Saturday 4 April.
const common = { name: 'Layer', accountId: 'main' };
const balances = (layers: ScenarioLayer[]) =>
  applyScenario(testBase(), layers).forecast.weeks.map((week) => week.balance.expected);
const baseBalances = Array.from({ length: 13 }, (_, i) => 50_000 + 2_000 * (i + 1));
/** The base balances moved by a change from each 1-based week on (added up in cents). */
const moved = (changes: Record<number, number>) => {
  let shift = 0;
  return baseBalances.map((balance, i) => {
    shift += Math.round((changes[i + 1] ?? 0) * 100);
    return (balance * 100 + shift) / 100;
  });
};

const hire: ScenarioLayer = {
  ...common,
  id: 'hire',
  type: 'hire',
  start: '2026-01-14',
  monthlySalary: 8_000,
  employerCostPercent: 12.5,
  headcount: 1,
};
const loan: ScenarioLayer = {
  ...common,
  id: 'loan',
  type: 'loan',
  start: '2026-01-14',
  principal: 1_000,
  annualRatePercent: 12,
  termMonths: 3,
};
const loseCustomer: ScenarioLayer = {
  ...common,
  id: 'lose',
  type: 'removeSeries',
  start: '2026-02-01',
  target: { by: 'series', key: CUSTOMER.key },
};
const priceRise: ScenarioLayer = {
  ...common,
  id: 'price',
  type: 'scaleSeries',
  start: '2026-01-01',
  target: { by: 'category', category: 'Sales' },
  percent: 5,
};
const lateCustomer: ScenarioLayer = {
  ...common,
  id: 'late',
  type: 'delay',
  start: '2026-01-01',
  target: { by: 'series', key: CUSTOMER.key },
  days: 20,
};
const machine: ScenarioLayer = {
  ...common,
  id: 'machine',
  type: 'oneOff',
  start: '2026-01-29',
  amount: -40_000,
};

describe('applyScenario', () => {
  it('leaves the base as it is without layers', () => {
    expect(applyScenario(testBase(), []).forecast).toEqual(testBase().forecast);
  });

  it('charges a hire starting on a Wednesday in week 2 on that day and the same day each month', () => {
    // $8,000 + 12.5% = $9,000 on 14 Jan (week 2), 14 Feb (week 6) and 14 Mar (week 10).
    const result = applyScenario(testBase(), [hire]);
    expect(result.forecast.weeks.map((week) => week.balance.expected)).toEqual(
      moved({ 2: -9_000, 6: -9_000, 10: -9_000 }),
    );
    expect(result.forecast.weeks[1]).toMatchObject({
      inflows: 10_000,
      outflows: 17_000,
      net: -7_000,
    });
    // 70,000 - 27,000, the base's range kept around it.
    expect(result.forecast.weeks[9]?.balance).toEqual({
      low: 33_000,
      expected: 43_000,
      high: 53_000,
    });
    expect(result.lowest).toEqual({ week: 9, weekEnd: '2026-03-14', balance: 43_000 });
    expect(result.changes[9]).toEqual({ inflows: 0, outflows: 9_000, balance: -27_000 });
  });

  it('stops a hire after its end date', () => {
    expect(balances([{ ...hire, end: '2026-02-28' }])).toEqual(moved({ 2: -9_000, 6: -9_000 }));
  });

  it('pays a loan in on its day and takes its repayments to the cent', () => {
    // $1,000 in on 14 Jan; $340.02 on 14 Feb (week 6) and 14 Mar (week 10); 14 Apr is past the end.
    expect(balances([loan])).toEqual(moved({ 2: 1_000, 6: -340.02, 10: -340.02 }));
  });

  it('removes a lost customer from the day it leaves, in money in', () => {
    const result = applyScenario(testBase(), [loseCustomer]);
    expect(result.forecast.weeks.map((week) => week.balance.expected)).toEqual(
      moved({ 7: -3_000, 11: -3_000 }),
    );
    expect(result.forecast.weeks[6]).toMatchObject({ inflows: 7_000, outflows: 8_000 });
  });

  it('scales every series of a category by a price change', () => {
    expect(balances([priceRise])).toEqual(moved({ 3: 150, 7: 150, 11: 150 }));
  });

  it('moves delayed receipts into later weeks and out of the horizon past its end', () => {
    // 20 Jan → 9 Feb (week 6), 20 Feb → 12 Mar (week 10), 20 Mar → 9 Apr, after 4 April.
    expect(balances([lateCustomer])).toEqual(
      moved({ 3: -3_000, 6: 3_000, 7: -3_000, 10: 3_000, 11: -3_000 }),
    );
  });

  it('carries money in that a removal takes below zero over to money out', () => {
    const base = testBase();
    const week = base.forecast.weeks[6];
    if (week) base.forecast.weeks[6] = { ...week, inflows: 2_000, outflows: 0 };
    const result = applyScenario(base, [loseCustomer]);
    expect(result.forecast.weeks[6]).toMatchObject({ inflows: 0, outflows: 1_000, net: -1_000 });
  });

  it('ignores a one-off outside the horizon and one on the as-of day', () => {
    expect(balances([{ ...machine, start: '2026-04-05' }])).toEqual(baseBalances);
    expect(balances([{ ...machine, start: '2026-01-03' }])).toEqual(baseBalances);
  });

  it('gives a cash-out date when a scenario takes the balance below zero', () => {
    // Week 4 (25–31 Jan): 58,000 - 100,000.
    const result = applyScenario(testBase(), [{ ...machine, amount: -100_000 }]);
    expect(result.cashOutDate).toBe('2026-01-31');
    expect(result.cashOut).toMatchObject({ status: 'expected', week: 3 });
    expect(baseScenarioForecast(testBase()).cashOutDate).toBeNull();
  });

  it('stacks layers to the same forecast in any order', () => {
    const layers = [hire, loan, loseCustomer, priceRise, lateCustomer, machine];
    const once = applyScenario(testBase(), layers);
    expect(applyScenario(testBase(), [...layers].reverse())).toEqual(once);
    expect(
      applyScenario(testBase(), [priceRise, machine, lateCustomer, hire, loseCustomer, loan]),
    ).toEqual(once);
    // The customer: 20 Jan scaled and delayed to 9 Feb (+3,150 in week 6), the rest removed.
    expect(once.forecast.weeks.map((week) => week.balance.expected)).toEqual(
      moved({
        2: -8_000,
        3: -3_000,
        4: -40_000,
        6: -6_190.02,
        7: -3_000,
        10: -9_340.02,
        11: -3_000,
      }),
    );
  });

  it('scales a series twice by the product of the percentages', () => {
    const cut = { ...priceRise, id: 'cut', percent: -50 };
    // 3,000 × 1.05 × 0.5 = 1,575.
    expect(balances([priceRise, cut])).toEqual(moved({ 3: -1_425, 7: -1_425, 11: -1_425 }));
  });
});

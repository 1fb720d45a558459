import { describe, expect, it } from 'vitest';
import { ledger } from '../testing/ledger.js';
import type { CashFlowForecast } from './engine/forecastTypes.js';
import { averageForecast } from './averageForecast.js';
import { normaliseForecast } from './normalise.js';
import { forecastPageModel, scenarioFlows, weekSpanLabel } from './pageModel.js';

const forecast = averageForecast(
  ledger().inflow('2024-06-01', 13_000, { balance: 20_000 }).outflow('2024-05-31', 6_500).build(),
  { asOf: '2024-06-15' },
);

/** An engine forecast whose expected balance is the shown one, with a range of ±100 per week. */
function engineOf(shown: ReturnType<typeof averageForecast>): CashFlowForecast {
  return {
    asOf: '2024-06-15',
    openingBalance: 20_000,
    weeks: shown.weeklyForecasts.map((week, i) => ({
      start: `2024-06-${String(16 + i).padStart(2, '0')}`,
      end: '2024-06-22',
      inflows: week.inflows,
      outflows: week.outflows,
      net: week.inflows - week.outflows,
      adjustment: 0,
      fromInvoices: 0,
      toBills: 0,
      balance: {
        low: week.realistic - 100 * (i + 1),
        expected: week.realistic,
        high: week.realistic + 50,
      },
    })),
    recurring: [],
  };
}

describe('forecastPageModel', () => {
  it('dates each week from the day after the as-of date, with its figures', () => {
    const model = forecastPageModel(forecast, { asOf: '2024-06-15', balance: 20_000 });
    expect(model.weeks).toHaveLength(13);
    expect(model.weeks[0]).toEqual({
      start: '2024-06-16',
      end: '2024-06-22',
      week: '22 Jun',
      period: '16 Jun – 22 Jun 2024',
      inflows: 1000,
      outflows: 500,
      adjustment: 0,
      optimistic: 20_725,
      realistic: 20_500,
      pessimistic: 20_275,
      range: null,
    });
    expect(model.weeks[12]).toMatchObject({ start: '2024-09-08', end: '2024-09-14' });
  });

  it("takes the likely range from the engine's forecast when it is the one shown", () => {
    const model = forecastPageModel(forecast, {
      asOf: '2024-06-15',
      balance: 20_000,
      engine: engineOf(forecast),
    });
    expect(model.weeks[0]?.range).toEqual([20_400, 20_550]);
    expect(model.weeks[2]?.range).toEqual([21_200, 21_550]);
  });

  it('finds the lowest expected balance and its week', () => {
    const falling = normaliseForecast({
      weeklyForecasts: [5, 3, -2, 1].map((k) => ({
        week: 'x',
        projectedBalance: k * 1000,
        inflows: 0,
        outflows: 0,
        optimistic: k * 1000,
        realistic: k * 1000,
        pessimistic: k * 1000,
      })),
    });
    const model = forecastPageModel(falling, { asOf: '2024-06-15', balance: 6000 });
    expect(model.lowPoint).toEqual({ week: 2, balance: -2000, range: null });
    expect(model.cashOut).toEqual({ status: 'expected', week: 2, chance: null });
  });

  it('has no weeks, no low point and no cash-out when the forecast has none', () => {
    const model = forecastPageModel(normaliseForecast({}), { asOf: '2024-06-15', balance: 10 });
    expect(model.weeks).toEqual([]);
    expect(model.lowPoint).toBeNull();
    expect(model.cashOut).toEqual({ status: 'none', chance: null });
  });

  it("gives each scenario's weekly flows, which add up to its balances", () => {
    const model = forecastPageModel(forecast, { asOf: '2024-06-15', balance: 20_000 });
    const week = model.weeks[0];
    if (week === undefined) throw new Error('no week 1');
    expect(scenarioFlows(week, 'realistic')).toEqual({ inflows: 1000, outflows: 500 });
    expect(scenarioFlows(week, 'optimistic')).toEqual({ inflows: 1150, outflows: 425 });
    expect(scenarioFlows(week, 'pessimistic')).toEqual({ inflows: 850, outflows: 575 });
    for (const scenario of ['realistic', 'optimistic', 'pessimistic'] as const) {
      const { inflows, outflows } = scenarioFlows(week, scenario);
      expect(20_000 + inflows - outflows).toBe(week[scenario]);
    }
  });

  it('scales the flows in whole cents, half away from zero', () => {
    expect(scenarioFlows({ inflows: 846.15, outflows: 500.1 }, 'optimistic')).toEqual({
      inflows: 973.07,
      outflows: 425.09,
    });
  });
});

describe('weekSpanLabel', () => {
  it('names the year once, or twice when the week spans two', () => {
    expect(weekSpanLabel('2026-11-25', '2026-12-01')).toBe('25 Nov – 1 Dec 2026');
    expect(weekSpanLabel('2026-12-29', '2027-01-04')).toBe('29 Dec 2026 – 4 Jan 2027');
  });
});

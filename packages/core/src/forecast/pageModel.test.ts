import { describe, expect, it } from 'vitest';
import { ledger } from '../testing/ledger.js';
import { fallbackForecast } from './fallback.js';
import { normaliseForecast } from './normalise.js';
import { forecastPageModel, scenarioFlows, scenarioSeries } from './pageModel.js';

const forecast = fallbackForecast(
  ledger().inflow('2024-06-01', 13_000, { balance: 20_000 }).outflow('2024-05-31', 6_500).build(),
  { asOf: '2024-06-15' },
);

describe('forecastPageModel', () => {
  it("labels the forecast's 13 weeks 'Week 1' to 'Week 13' with its figures", () => {
    const model = forecastPageModel(forecast, {
      asOf: '2024-06-15',
      balance: 20_000,
      monthNet: 6_500,
    });
    expect(model.weeks.map((w) => w.week)).toEqual(
      Array.from({ length: 13 }, (_, i) => `Week ${i + 1}`),
    );
    expect(model.weeks[0]).toEqual({
      week: 'Week 1',
      period: 'Week 1, to 22 Jun 2024',
      inflows: 1000,
      outflows: 500,
      optimistic: 20_725,
      realistic: 20_500,
      pessimistic: 20_275,
    });
    expect(model.tableWeeks).toEqual(model.weeks.slice(0, 6));
  });

  it('projects balance + 3 x the last complete month net, with growth only above a zero balance', () => {
    const model = forecastPageModel(forecast, {
      asOf: '2024-06-15',
      balance: 20_000,
      monthNet: 6_500.1,
    });
    expect(model.simpleProjection).toBe(39_500.3);
    expect(model.growthPercentage).toBe(97.5);
    expect(
      forecastPageModel(forecast, { asOf: '2024-06-15', balance: 0, monthNet: 10 })
        .growthPercentage,
    ).toBeNull();
    expect(
      forecastPageModel(forecast, { asOf: '2024-06-15', balance: -5, monthNet: 10 })
        .growthPercentage,
    ).toBeNull();
  });

  it('has no weeks when the forecast has none', () => {
    const model = forecastPageModel(normaliseForecast({}), {
      asOf: '2024-06-15',
      balance: 0,
      monthNet: 0,
    });
    expect(model.weeks).toEqual([]);
    expect(model.tableWeeks).toEqual([]);
  });

  it('gives one series per scenario for the chart', () => {
    const model = forecastPageModel(forecast, { asOf: '2024-06-15', balance: 20_000, monthNet: 0 });
    expect(scenarioSeries(model, 'pessimistic')[1]).toEqual({ week: 'Week 2', balance: 20_550 });
  });

  it("gives each scenario's weekly flows, which add up to its balances", () => {
    const model = forecastPageModel(forecast, { asOf: '2024-06-15', balance: 20_000, monthNet: 0 });
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

import { describe, expect, it } from 'vitest';
import { testBase } from '../testing/scenarioBase.js';
import { applyScenario, baseScenarioForecast } from './applyScenario.js';
import { compareScenarios, forecastRunway } from './scenarioComparison.js';
import type { Scenario, ScenarioLayer } from './scenarioSchema.js';

const common = { name: 'Layer', accountId: 'main' };
const tax: ScenarioLayer = {
  ...common,
  id: 'tax',
  type: 'oneOff',
  start: '2026-01-14',
  amount: -100_000,
};
const rent: ScenarioLayer = {
  ...common,
  id: 'rent',
  type: 'recurring',
  start: '2026-01-04',
  amount: -3_500,
  cadence: 'weekly',
};
const scenario = (id: string, layers: ScenarioLayer[]): Scenario => ({ id, name: id, layers });

describe('compareScenarios', () => {
  it('computes the base and at most three scenarios, each with its difference', () => {
    const comparison = compareScenarios(testBase(), [
      scenario('a', [tax]),
      scenario('b', [rent]),
      scenario('c', []),
      scenario('d', [tax, rent]),
    ]);
    expect(comparison.compared.map((c) => c.scenario.id)).toEqual(['a', 'b', 'c']);
    expect(comparison.base).toEqual(baseScenarioForecast(testBase()));
    expect(comparison.compared[0]?.difference.cashOutDate).toEqual({
      base: null,
      scenario: '2026-01-17',
    });
    expect(comparison.compared[2]?.difference.weekBalance.change).toBe(0);
  });

  it('leaves out the layers of accounts the forecast is not of', () => {
    const savings = { ...tax, accountId: 'savings' };
    const [onMain, onSavings] = compareScenarios(
      testBase(),
      [scenario('a', [tax]), scenario('b', [savings])],
      new Set(['main']),
    ).compared;
    expect(onMain?.difference.weekBalance.change).toBe(-100_000);
    expect(onSavings?.difference.weekBalance.change).toBe(0);
  });
});

describe('forecastRunway', () => {
  it('says cash lasts past the horizon when the forecast does not fall', () => {
    expect(forecastRunway(baseScenarioForecast(testBase()))).toEqual({
      cashOutDate: null,
      weeks: null,
    });
  });

  it('ends at the week the balance goes below zero within the horizon', () => {
    // Week 2 (11–17 Jan): 54,000 - 100,000.
    expect(forecastRunway(applyScenario(testBase(), [tax]))).toEqual({
      cashOutDate: '2026-01-17',
      weeks: 2,
    });
  });

  it("carries the forecast's mean daily net on past its end", () => {
    // Net -1,500 a week: 30,500 at 4 April, falling 19,500 / 91 a day: 142.3 days more → 25 Aug.
    expect(forecastRunway(applyScenario(testBase(), [rent]))).toEqual({
      cashOutDate: '2026-08-25',
      weeks: 33,
    });
  });
});

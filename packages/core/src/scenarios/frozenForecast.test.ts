import { describe, expect, it } from 'vitest';
import { testBase } from '../testing/scenarioBase.js';
import { freezeForecasts, freezeWeek, frozenForecastSchema } from './frozenForecast.js';

const tax = {
  id: 's1',
  name: 'Tax bill',
  layers: [
    {
      id: 'l1',
      type: 'oneOff' as const,
      name: 'Tax',
      start: '2026-01-14',
      accountId: 'main',
      amount: -10_000,
    },
  ],
};

describe('freezeWeek', () => {
  it('is the Monday on or before the date', () => {
    expect(freezeWeek('2026-01-03')).toBe('2025-12-29'); // a Saturday
    expect(freezeWeek('2026-01-05')).toBe('2026-01-05'); // a Monday
    expect(freezeWeek('2026-01-11')).toBe('2026-01-05'); // a Sunday
    expect(freezeWeek('1970-01-01')).toBe('1969-12-29'); // a Thursday
  });
});

describe('freezeForecasts', () => {
  it('keeps the base and each scenario: 13 weeks of expected balances and ranges', () => {
    const frozen = freezeForecasts(testBase(), [tax], '2026.11-1');
    expect(frozen).toMatchObject({
      week: '2025-12-29',
      asOf: '2026-01-03',
      engineVersion: '2026.11-1',
    });
    expect(frozen.forecasts.map((line) => [line.scenarioId, line.weeks.length])).toEqual([
      [null, 13],
      ['s1', 13],
    ]);
    expect(frozen.forecasts[0]?.weeks[0]).toEqual({
      end: '2026-01-10',
      low: 51_000,
      expected: 52_000,
      high: 53_000,
    });
    // 54,000 - 10,000 in week 2, the range kept around it.
    expect(frozen.forecasts[1]?.weeks[1]).toEqual({
      end: '2026-01-17',
      low: 42_000,
      expected: 44_000,
      high: 46_000,
    });
    expect(frozenForecastSchema.parse(frozen)).toEqual(frozen);
  });

  it('refuses a frozen forecast whose week is not its as-of date week, or without the base', () => {
    const frozen = freezeForecasts(testBase(), [tax], '2026.11-1');
    expect(frozenForecastSchema.safeParse({ ...frozen, week: '2026-01-05' }).success).toBe(false);
    expect(
      frozenForecastSchema.safeParse({ ...frozen, forecasts: frozen.forecasts.slice(1) }).success,
    ).toBe(false);
  });
});

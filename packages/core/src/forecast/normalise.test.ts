import { describe, expect, it } from 'vitest';
import { normaliseForecast } from './normalise.js';
import { forecastResultSchema } from './schema.js';

const week = (label: string) => ({
  week: label,
  projectedBalance: 1,
  inflows: 2,
  outflows: 3,
  optimistic: 4,
  realistic: 5,
  pessimistic: 6,
});

describe('normaliseForecast', () => {
  it('keeps a valid forecast as it is', () => {
    const valid = {
      weeklyForecasts: [week('Jul 6')],
      runwayAnalysis: {
        currentRunway: 5,
        projectedRunway: 6,
        burnRate: 100,
        recommendations: ['a'],
      },
      categoryInsights: [
        { category: 'Rent', trend: 'increasing', projectedAmount: 10, riskLevel: 'high' },
      ],
      summary: { overallTrend: 'positive', keyInsights: ['k'], actionItems: ['x'] },
    };
    expect(normaliseForecast(valid)).toEqual(valid);
  });

  it('cuts the weeks to 13', () => {
    const weeks = Array.from({ length: 20 }, (_, i) => week(`W${i}`));
    const result = normaliseForecast({ weeklyForecasts: weeks });
    expect(result.weeklyForecasts.map((w) => w.week)).toEqual(
      weeks.slice(0, 13).map((w) => w.week),
    );
  });

  it('turns what is not a number into 0 and reads numeric text', () => {
    const result = normaliseForecast({
      weeklyForecasts: [{ week: 'W', inflows: '12.5', outflows: 'lots', optimistic: null }],
      runwayAnalysis: { currentRunway: Number.NaN, burnRate: Infinity },
    });
    expect(result.weeklyForecasts[0]).toEqual({
      week: 'W',
      projectedBalance: 0,
      inflows: 12.5,
      outflows: 0,
      optimistic: 0,
      realistic: 0,
      pessimistic: 0,
    });
    expect(result.runwayAnalysis).toEqual({
      currentRunway: 0,
      projectedRunway: 0,
      burnRate: 0,
      recommendations: [],
    });
  });

  it("labels a missing week or category 'Unknown'", () => {
    const result = normaliseForecast({
      weeklyForecasts: [{}, { week: '' }, 'junk'],
      categoryInsights: [{ projectedAmount: 5 }],
    });
    expect(result.weeklyForecasts.map((w) => w.week)).toEqual(['Unknown', 'Unknown', 'Unknown']);
    expect(result.categoryInsights[0]?.category).toBe('Unknown');
  });

  it('replaces invalid trends and risk levels with their defaults', () => {
    const result = normaliseForecast({
      categoryInsights: [{ category: 'Rent', trend: 'up', riskLevel: 'extreme' }],
      summary: { overallTrend: 'great' },
    });
    expect(result.categoryInsights[0]).toMatchObject({ trend: 'stable', riskLevel: 'medium' });
    expect(result.summary.overallTrend).toBe('stable');
  });

  it('turns lists that are not arrays into [] and drops entries that are not text', () => {
    const result = normaliseForecast({
      weeklyForecasts: 'none',
      categoryInsights: { a: 1 },
      runwayAnalysis: { recommendations: 'cut costs' },
      summary: { keyInsights: ['a', 3, null, 'b'], actionItems: 7 },
    });
    expect(result.weeklyForecasts).toEqual([]);
    expect(result.categoryInsights).toEqual([]);
    expect(result.runwayAnalysis.recommendations).toEqual([]);
    expect(result.summary.keyInsights).toEqual(['a', 'b']);
    expect(result.summary.actionItems).toEqual([]);
  });

  it.each([null, undefined, 42, 'text', []])('makes a valid empty forecast of %j', (raw) => {
    const result = normaliseForecast(raw);
    expect(forecastResultSchema.parse(result)).toEqual({
      weeklyForecasts: [],
      runwayAnalysis: { currentRunway: 0, projectedRunway: 0, burnRate: 0, recommendations: [] },
      categoryInsights: [],
      summary: { overallTrend: 'stable', keyInsights: [], actionItems: [] },
    });
  });
});

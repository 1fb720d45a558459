import { z } from 'zod';

/** The AI forecast's horizon and the fallback's: 13 weeks (ai.md section 9). */
export const FORECAST_WEEKS = 13;

export const categoryTrendSchema = z.enum(['increasing', 'decreasing', 'stable']);
export type CategoryTrend = z.infer<typeof categoryTrendSchema>;

export const riskLevelSchema = z.enum(['low', 'medium', 'high']);
export type RiskLevel = z.infer<typeof riskLevelSchema>;

export const overallTrendSchema = z.enum(['positive', 'negative', 'stable']);
export type OverallTrend = z.infer<typeof overallTrendSchema>;

/** One week of a forecast (ai.md section 3); money in currency units, outflows positive. */
export const weeklyForecastSchema = z.object({
  week: z.string(),
  projectedBalance: z.number(),
  inflows: z.number(),
  outflows: z.number(),
  optimistic: z.number(),
  realistic: z.number(),
  pessimistic: z.number(),
  /**
   * The engine's correction from its past forecast errors (`CashFlowWeek.adjustment`): the week's
   * balance is the one before plus inflows minus outflows plus this. Absent from the AI's forecast.
   */
  adjustment: z.number().optional(),
});
export type WeeklyForecast = z.infer<typeof weeklyForecastSchema>;

export const runwayAnalysisSchema = z.object({
  /** Months. */
  currentRunway: z.number(),
  /** Months. */
  projectedRunway: z.number(),
  /** Monthly burn, currency units. */
  burnRate: z.number(),
  recommendations: z.array(z.string()),
});
export type RunwayAnalysis = z.infer<typeof runwayAnalysisSchema>;

export const categoryInsightSchema = z.object({
  category: z.string(),
  trend: categoryTrendSchema,
  projectedAmount: z.number(),
  riskLevel: riskLevelSchema,
});
export type CategoryInsight = z.infer<typeof categoryInsightSchema>;

export const forecastSummarySchema = z.object({
  overallTrend: overallTrendSchema,
  keyInsights: z.array(z.string()),
  actionItems: z.array(z.string()),
});
export type ForecastSummary = z.infer<typeof forecastSummarySchema>;

/** The forecast result (ai.md section 3), from the AI or the fallback. */
export const forecastResultSchema = z.object({
  weeklyForecasts: z.array(weeklyForecastSchema).max(FORECAST_WEEKS),
  runwayAnalysis: runwayAnalysisSchema,
  categoryInsights: z.array(categoryInsightSchema),
  summary: forecastSummarySchema,
});
export type ForecastResult = z.infer<typeof forecastResultSchema>;

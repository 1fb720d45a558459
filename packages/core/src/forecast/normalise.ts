import { z } from 'zod';
import {
  categoryTrendSchema,
  FORECAST_WEEKS,
  overallTrendSchema,
  riskLevelSchema,
} from './schema.js';
import type { ForecastResult } from './schema.js';

/** A finite number, or a numeric string; anything else falls back to 0. */
const lenientNumber = z
  .union([z.number(), z.string().trim().min(1).pipe(z.coerce.number())])
  .pipe(z.number().finite())
  .catch(0);

/** A non-empty label; anything else becomes 'Unknown'. */
const lenientLabel = z.string().trim().min(1).catch('Unknown');

/** A list of strings; a non-array becomes [] and entries that are not strings are dropped. */
const lenientStrings = z
  .array(z.unknown())
  .catch([])
  .transform((items) => items.filter((item): item is string => typeof item === 'string'));

function lenientList<T extends z.ZodType>(item: T) {
  return z.array(z.unknown()).catch([]).pipe(z.array(item));
}

const lenientObject = <T extends z.ZodRawShape>(shape: T) =>
  z.preprocess(
    (value) => (typeof value === 'object' && value !== null && !Array.isArray(value) ? value : {}),
    z.object(shape),
  );

const lenientWeek = lenientObject({
  week: lenientLabel,
  projectedBalance: lenientNumber,
  inflows: lenientNumber,
  outflows: lenientNumber,
  optimistic: lenientNumber,
  realistic: lenientNumber,
  pessimistic: lenientNumber,
});

const lenientInsight = lenientObject({
  category: lenientLabel,
  trend: categoryTrendSchema.catch('stable'),
  projectedAmount: lenientNumber,
  riskLevel: riskLevelSchema.catch('medium'),
});

const lenientForecast = lenientObject({
  weeklyForecasts: lenientList(lenientWeek).transform((weeks) => weeks.slice(0, FORECAST_WEEKS)),
  runwayAnalysis: lenientObject({
    currentRunway: lenientNumber,
    projectedRunway: lenientNumber,
    burnRate: lenientNumber,
    recommendations: lenientStrings,
  }),
  categoryInsights: lenientList(lenientInsight),
  summary: lenientObject({
    overallTrend: overallTrendSchema.catch('stable'),
    keyInsights: lenientStrings,
    actionItems: lenientStrings,
  }),
});

/**
 * Turns whatever the model replied into a valid forecast result (ai.md section 5): weeks cut to 13,
 * numbers that are not numbers to 0, missing week labels and categories to 'Unknown', invalid
 * trends to 'stable', invalid risk levels to 'medium', an invalid overall trend to 'stable', and
 * lists that are not arrays to []. It never throws.
 */
export function normaliseForecast(raw: unknown): ForecastResult {
  return lenientForecast.parse(raw);
}

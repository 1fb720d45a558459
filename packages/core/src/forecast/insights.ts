import type { LedgerScan } from '../analytics/scan.js';
import { fromCents } from '../money.js';
import type { Cents } from '../money.js';
import type { CategoryInsight, CategoryTrend, RiskLevel } from './schema.js';

/** Runway reported when there is no burn (ai.md section 9). */
export const NO_BURN_RUNWAY_MONTHS = 999;
export const HIGH_RISK_ABOVE = 10_000;
export const MEDIUM_RISK_ABOVE = 5_000;
/** Outflow categories given an insight. */
export const INSIGHT_CATEGORY_COUNT = 5;

function roundToTenth(value: number): number {
  return Math.round(value * 10) / 10;
}

/** Balance / net burn in months to 1 decimal; 999 when cash-flow positive; never below 0. */
export function runwayMonths(balanceCents: Cents, burnCents: Cents): number {
  if (burnCents <= 0) return NO_BURN_RUNWAY_MONTHS;
  return Math.max(0, roundToTenth(balanceCents / burnCents));
}

function riskOf(projectedAmount: number): RiskLevel {
  if (projectedAmount > HIGH_RISK_ABOVE) return 'high';
  if (projectedAmount > MEDIUM_RISK_ABOVE) return 'medium';
  return 'low';
}

/**
 * Compares the later 45 days of the window with the earlier 45: more than 10% up is increasing,
 * more than 10% down decreasing, otherwise stable.
 */
function trendOf(totalCents: Cents, recentCents: Cents): CategoryTrend {
  const earlierCents = totalCents - recentCents;
  if (recentCents * 10 > earlierCents * 11) return 'increasing';
  if (recentCents * 10 < earlierCents * 9) return 'decreasing';
  return 'stable';
}

export function categoryInsights(scan: LedgerScan): CategoryInsight[] {
  return [...scan.categories.values()]
    .filter((tally) => tally.forecastOutflowCents > 0)
    .sort(
      (a, b) =>
        b.forecastOutflowCents - a.forecastOutflowCents ||
        (a.category < b.category ? -1 : a.category > b.category ? 1 : 0),
    )
    .slice(0, INSIGHT_CATEGORY_COUNT)
    .map((tally) => {
      // The 90-day window is the 13 weeks the forecast projects forward at the same pace.
      const projectedAmount = fromCents(tally.forecastOutflowCents);
      return {
        category: tally.category,
        trend: trendOf(tally.forecastOutflowCents, tally.forecastRecentOutflowCents),
        projectedAmount,
        riskLevel: riskOf(projectedAmount),
      };
    });
}

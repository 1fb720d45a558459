import type { RunwayAnalysis } from '../forecast/schema.js';
import type { RunwayHealth } from './health.js';
import type { Runway } from './runway.js';

/**
 * The dashboard runway widget (ai.md section 2 with decisions.md): the same runway and burn as the
 * runway page, the projected runway of the forecast and recommendations.
 */
export type RunwayWidget = Runway & {
  /** The AI runway analysis's projected runway, or null without one. */
  projectedRunwayMonths: number | null;
  recommendations: string[];
};

const RECOMMENDATIONS: Readonly<Record<RunwayHealth, readonly string[]>> = {
  green: [
    'Maintain current financial discipline',
    'Consider putting surplus cash to work in growth or reserves',
  ],
  yellow: [
    'Monitor cash flow closely and review it every month',
    'Plan cost reductions in case revenue slows',
  ],
  red: [
    'Reduce non-essential expenses now',
    'Secure funding or a credit line to extend the runway',
    'Speed up collections from customers',
  ],
  unknown: ['Import or add at least one complete month of transactions to measure burn'],
};

/** Builds the widget from the shared runway; an AI runway analysis, when there is one, supplies the projection and advice. */
export function runwayWidget(
  runway: Runway,
  aiAnalysis: RunwayAnalysis | null = null,
): RunwayWidget {
  const aiAdvice = aiAnalysis?.recommendations ?? [];
  return {
    ...runway,
    projectedRunwayMonths: aiAnalysis === null ? null : aiAnalysis.projectedRunway,
    recommendations: aiAdvice.length > 0 ? [...aiAdvice] : [...RECOMMENDATIONS[runway.health]],
  };
}

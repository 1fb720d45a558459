/**
 * The runway's health colour (app.md section 9 on net-burn runway, decisions.md): green, yellow or
 * red by months; `unknown` without the history to measure burn.
 */
export type RunwayHealth = 'green' | 'yellow' | 'red' | 'unknown';

export const RUNWAY_HEALTH_LABELS: Readonly<Record<RunwayHealth, string>> = {
  green: 'Healthy Cash Position',
  yellow: 'Monitor Cash Flow',
  red: 'Critical Cash Position',
  unknown: 'Not Enough History',
};

/** 12 months or more is green, 6 to under 12 yellow, under 6 red. */
export function runwayHealth(runwayMonths: number): Exclude<RunwayHealth, 'unknown'> {
  if (runwayMonths >= 12) return 'green';
  if (runwayMonths >= 6) return 'yellow';
  return 'red';
}

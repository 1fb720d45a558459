/** The runway widget's health colour (app.md section 9). */
export type RunwayHealth = 'green' | 'yellow' | 'red';

export const RUNWAY_HEALTH_LABELS: Readonly<Record<RunwayHealth, string>> = {
  green: 'Healthy Cash Position',
  yellow: 'Monitor Cash Flow',
  red: 'Critical Cash Position',
};

/** 12 months or more is green, 6 to under 12 yellow, under 6 red. No burn at all is green. */
export function runwayHealth(runwayMonths: number): RunwayHealth {
  if (runwayMonths >= 12) return 'green';
  if (runwayMonths >= 6) return 'yellow';
  return 'red';
}

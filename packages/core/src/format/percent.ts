import type { Cents } from '../money.js';

/** `part` as a percentage of `total`, to 1 decimal; 0 when the total is 0 (app.md section 3). */
export function percentageOf(part: Cents, total: Cents): number {
  if (total === 0) return 0;
  return Math.round((part / total) * 1000) / 10;
}

/** A percentage to 1 decimal with its sign: 12.5 gives '12.5%', 0 gives '0.0%'. */
export function formatPercent(percentage: number): string {
  return `${percentage.toFixed(1)}%`;
}

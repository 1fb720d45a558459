import { scaleCents } from '../money.js';
import type { Cents } from '../money.js';

/**
 * `part` as a percentage of `total`, to 1 decimal, half away from zero; 0 when the total is 0
 * (app.md section 3). Whole-cent amounts are divided in integer arithmetic: through floats, $2.01 of
 * $4.00 (50.25%) came out as 50.2%.
 */
export function percentageOf(part: Cents, total: Cents): number {
  if (total === 0) return 0;
  if (Number.isSafeInteger(part * 1000) && Number.isSafeInteger(total)) {
    return scaleCents(part, 1000, total) / 10;
  }
  return Math.round((part / total) * 1000) / 10;
}

/** A percentage to 1 decimal with its sign: 12.5 gives '12.5%', 0 gives '0.0%'. */
export function formatPercent(percentage: number): string {
  return `${percentage.toFixed(1)}%`;
}

import { BURN_MONTHS } from '../runway/burn.js';
import type { FlowKind } from './categories.js';

/**
 * What the inflow and outflow pages' monthly average rests on (`FlowAnalysis.monthlyAverage`): the
 * period's total over the months it has transactions in, the month in progress counting as one,
 * transfers between own accounts left out. The outflow page names the runway's gross burn too,
 * which averages other months, so a reader sees why the two figures differ.
 */
export function monthlyAverageBasisText(kind: FlowKind, monthCount: number): string {
  const months = `${monthCount} ${monthCount === 1 ? 'month' : 'months'}`;
  const basis = `Total over ${months} with transactions, the month in progress counted as one; transfers excluded.`;
  if (kind === 'inflow') return basis;
  return `${basis} Gross burn on the runway page averages the last ${BURN_MONTHS} complete months instead.`;
}

/** Weeks of the recent mean. */
export const RECENT_WEEKS = 13;
/** Weeks of the long-run mean the recent one is shrunk towards. */
export const LONG_RUN_WEEKS = 52;
/** Weight of the recent mean; the rest goes to the long-run mean. */
export const RECENT_WEIGHT = 0.5;

/** Money of the days before week 0 and how many days, counted by a window that reaches them. */
export type Lead = { cents: number; days: number };

function meanOf(values: ArrayLike<number>, from: number, to: number, lead: Lead): number {
  const start = Math.max(0, from);
  let sum = 0;
  let weeks = Math.max(0, to - start);
  for (let i = start; i < to; i += 1) sum += values[i] as number;
  if (from < 0 && lead.days > 0) {
    sum += lead.cents;
    weeks += lead.days / 7;
  }
  return weeks > 0 ? sum / weeks : 0;
}

const NO_LEAD: Lead = { cents: 0, days: 0 };

/**
 * The expected weekly amount of a flow not explained by recurring series, from the weeks before
 * week `end` (exclusive): the recent mean shrunk towards the long-run mean. A window reaching back
 * past week 0 counts the days before it too (`lead`), so that every dollar of a young ledger is in
 * its mean. Plain means, not trimmed ones: one-off purchases are rare but real costs, and leaving
 * them out would make every balance drift up.
 */
export function residualWeekly(
  values: ArrayLike<number>,
  end: number,
  lead: Lead = NO_LEAD,
): number {
  if (end < 0) return 0;
  const recent = meanOf(values, end - RECENT_WEEKS, end, lead);
  const longRun = meanOf(values, end - LONG_RUN_WEEKS, end, lead);
  return RECENT_WEIGHT * recent + (1 - RECENT_WEIGHT) * longRun;
}

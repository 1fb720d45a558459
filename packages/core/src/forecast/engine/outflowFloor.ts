import type { LedgerRows } from './ledgerRows.js';

/** Weeks of money out whose weekly mean is the floor of the ±5% and ±10% tests. */
export const FLOOR_WEEKS = 13;

/**
 * The typical weekly money out (cents) in the `FLOOR_WEEKS` weeks up to a day, read from a ledger's
 * rows: near a zero balance a percentage of the balance means nothing, so an allowance is a share
 * of the larger of the balance and this.
 */
export function outflowFloor(rows: LedgerRows): (day: number) => number {
  const { asOfDay, firstDay } = rows;
  const outflowBefore = new Float64Array(Math.max(0, asOfDay - firstDay) + 2);
  for (let r = 0; r < rows.count; r += 1) {
    const cents = rows.cents[r] as number;
    const index = (rows.day[r] as number) - firstDay + 1;
    if (cents < 0) outflowBefore[index] = (outflowBefore[index] as number) - cents;
  }
  for (let i = 1; i < outflowBefore.length; i += 1) {
    outflowBefore[i] = (outflowBefore[i] as number) + (outflowBefore[i - 1] as number);
  }
  const upTo = (day: number) =>
    outflowBefore[Math.min(outflowBefore.length - 1, Math.max(0, day - firstDay + 1))] as number;
  return (day) => (upTo(day) - upTo(day - FLOOR_WEEKS * 7)) / FLOOR_WEEKS;
}

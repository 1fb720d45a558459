/**
 * Adds to each week's adjustment (cents) what moves the forecast's balance at the end of week w
 * by `delta[w]` (cumulative, cents), in whole cents that add up to the rounded delta. The week's
 * inflows and outflows are left as the history's patterns made them: a correction moves the path,
 * it is never income or spending.
 */
export function shiftPath(adjustmentCents: number[], delta: readonly number[]): void {
  let moved = 0;
  for (let w = 0; w < adjustmentCents.length; w += 1) {
    const shift = Math.round(delta[w] ?? 0) - moved;
    moved += shift;
    adjustmentCents[w] = (adjustmentCents[w] as number) + shift;
  }
}

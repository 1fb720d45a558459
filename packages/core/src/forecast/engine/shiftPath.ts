/**
 * Moves a forecast's weekly flows so its balance at the end of week w changes by `delta[w]`
 * (cumulative, cents): what a week gains is added to its inflows, what it loses to its outflows,
 * in whole cents that add up to the rounded delta.
 */
export function shiftPath(
  inflowCents: number[],
  outflowCents: number[],
  delta: readonly number[],
): void {
  let moved = 0;
  for (let w = 0; w < inflowCents.length; w += 1) {
    const shift = Math.round(delta[w] ?? 0) - moved;
    moved += shift;
    if (shift > 0) inflowCents[w] = (inflowCents[w] as number) + shift;
    else outflowCents[w] = (outflowCents[w] as number) - shift;
  }
}

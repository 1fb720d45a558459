/** Step multipliers a reader takes in at a glance: 1, 2, 2.5 and 5 times a power of ten. */
const NICE_STEPS = [1, 2, 2.5, 5, 10] as const;

function tidy(value: number): number {
  const rounded = Number(value.toPrecision(12));
  return rounded === 0 ? 0 : rounded;
}

/**
 * Axis ticks in round steps covering `min`..`max` and zero, about `count` of them: 13,000 gives
 * 0, 5k, 10k, 15k rather than 0, 3.5k, 7k, 10.5k, 14k. Steps are whole numbers, as money axes are.
 */
export function niceTicks(min: number, max: number, count = 5): number[] {
  const low = Math.min(0, min);
  const high = Math.max(0, max);
  if (!Number.isFinite(low) || !Number.isFinite(high) || low === high) return [0];
  const rough = (high - low) / Math.max(1, count - 1);
  const magnitude = 10 ** Math.floor(Math.log10(rough));
  const multiplier = NICE_STEPS.find((step) => rough <= step * magnitude) ?? 10;
  const step = Math.max(1, multiplier * magnitude);
  const first = Math.floor(low / step);
  const last = Math.ceil(high / step);
  return Array.from({ length: last - first + 1 }, (_, i) => tidy((first + i) * step));
}

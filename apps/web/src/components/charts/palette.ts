/**
 * Category colours in the order app.md section 9 gives them. Mid-tone shades, readable on both the
 * light and the dark surface.
 */
const blue = '#3b82f6';
const green = '#22c55e';
const amber = '#f59e0b';
const red = '#ef4444';
const purple = '#8b5cf6';
const cyan = '#06b6d4';

export const inflowPalette = [blue, green, amber, red, purple, cyan] as const;
export const outflowPalette = [red, amber, purple, cyan, green, blue] as const;

export const seriesColors = { inflow: green, outflow: red, balance: blue, neutral: purple };

/** The colour of the n-th category, cycling when there are more categories than colours. */
export function paletteColor(palette: readonly string[], index: number): string {
  return palette[index % palette.length] ?? blue;
}

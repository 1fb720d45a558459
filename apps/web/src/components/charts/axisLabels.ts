import { niceTicks } from '@cashline/core';
import type { ChartRow, ChartSeries } from './chartTypes';

/** Room for the axis titles when a chart has them. */
export function chartMargin(xLabel: string | undefined, yLabel: string | undefined) {
  return { top: 8, right: 8, bottom: xLabel ? 16 : 0, left: yLabel ? 12 : 0 };
}

type TooltipPayload = ReadonlyArray<{ payload?: unknown }>;

function isRow(value: unknown): value is ChartRow {
  return typeof value === 'object' && value !== null;
}

/**
 * The tooltip's title: the row's `key` field (e.g. 'Jun 2024', 'Week 1: 2–8 Dec 2026') when the
 * chart names one, else the x value as it is.
 */
export function tooltipLabelFormatter(key: string | undefined) {
  return (label: unknown, payload: TooltipPayload): string => {
    const row = payload[0]?.payload;
    const value = key !== undefined && isRow(row) ? row[key] : undefined;
    return value === undefined ? String(label) : String(value);
  };
}

/** Round-step ticks and the domain they span, over every plotted value of the rows. */
export function valueAxis(data: readonly ChartRow[], series: readonly ChartSeries[]) {
  let min = 0;
  let max = 0;
  for (const row of data) {
    for (const { dataKey } of series) {
      const value = row[dataKey];
      if (typeof value === 'number' && Number.isFinite(value)) {
        min = Math.min(min, value);
        max = Math.max(max, value);
      }
    }
  }
  const ticks = niceTicks(min, max);
  return { ticks, domain: [ticks[0] ?? 0, ticks[ticks.length - 1] ?? 0] as [number, number] };
}

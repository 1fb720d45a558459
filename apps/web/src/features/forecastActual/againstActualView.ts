import { dateParts, shortMonthName } from '@cashline/core';
import type { HorizonAgainstActual } from '@cashline/core';
import type { ChartRow, ChartSeries } from '../../components/charts/chartTypes';

/** The forecast dashed with its range, then what came: the scenario chart's conventions. */
export const AGAINST_ACTUAL_LINES: ChartSeries[] = [
  { dataKey: 'forecast', name: 'Forecast', color: '#3b82f6' },
  { dataKey: 'actual', name: 'Actual', color: '#10b981' },
];

/** A chart row per checked forecast, at the week-end it was for. */
export function againstActualRows(
  horizon: HorizonAgainstActual,
  formatDate: (date: string) => string,
): ChartRow[] {
  return horizon.checks.map((check) => {
    const { day, month } = dateParts(check.target);
    return {
      week: `${day} ${shortMonthName(month)}`,
      period: `${formatDate(check.target)}, forecast on ${formatDate(check.asOf)}`,
      forecast: check.expected,
      forecastLow: check.low,
      forecastHigh: check.high,
      actual: check.actual,
    };
  });
}

/** "1 week ahead", "4 weeks ahead". */
export function horizonTitle(weeks: number): string {
  return `${weeks} ${weeks === 1 ? 'week' : 'weeks'} ahead`;
}

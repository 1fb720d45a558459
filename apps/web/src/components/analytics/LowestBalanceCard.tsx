import type { ForecastPageModel } from '@cashline/core';
import type { Formatters } from '../../lib/format/useFormat';
import { MetricCard } from './MetricCard';

type LowestBalanceCardProps = {
  model: Pick<ForecastPageModel, 'lowPoint' | 'weeks'>;
  format: Formatters;
};

/**
 * The forecast's lowest expected week-end balance, its week and, for the engine's forecast, its
 * likely range: the same card on the dashboard and the forecast page.
 */
export function LowestBalanceCard({ model: { lowPoint, weeks }, format }: LowestBalanceCardProps) {
  const week = lowPoint === null ? undefined : weeks[lowPoint.week];
  if (lowPoint === null || week === undefined) return null;
  const range = lowPoint.range
    ? `; likely ${format.money(lowPoint.range[0])} to ${format.money(lowPoint.range[1])}`
    : '';
  return (
    <MetricCard
      label={`Lowest balance in the next ${weeks.length} weeks`}
      value={format.money(lowPoint.balance)}
      hint={`Week of ${week.period}${range}`}
      tone={lowPoint.balance < 0 ? 'outflow' : 'neutral'}
    />
  );
}

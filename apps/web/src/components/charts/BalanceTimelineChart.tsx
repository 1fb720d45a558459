import type { TimelinePoint } from '@cashline/core';
import {
  CartesianGrid,
  Legend,
  Line,
  LineChart,
  ReferenceLine,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { chartMargin, valueAxis } from './axisLabels';
import { ChartFigure } from './ChartFigure';
import { CHART_HEIGHT } from './chartTypes';
import { seriesColors } from './palette';
import { tooltipContentStyle, tooltipLabelStyle } from './tooltipStyle';

type BalanceTimelineChartProps = {
  label: string;
  points: readonly TimelinePoint[];
  /** The day cash reaches zero, in days after the as-of date, when it falls on the chart. */
  zeroDay: number | null;
  zeroLabel: string;
  formatTick: (value: number) => string;
  formatValue: (value: number) => string;
  /** A point's date in words, for the axis and the tooltip. */
  formatDate: (point: TimelinePoint) => string;
};

const SERIES = [
  { dataKey: 'actual', name: 'Balance', color: seriesColors.balance },
  { dataKey: 'forecast', name: 'Forecast', color: seriesColors.neutral },
] as const;

/**
 * The balance history and the forecast on one line over true dates (days from the as-of date), the
 * forecast dashed, today and the day cash runs out marked. Renders ready data only.
 */
export function BalanceTimelineChart({
  label,
  points,
  zeroDay,
  zeroLabel,
  formatTick,
  formatValue,
  formatDate,
}: BalanceTimelineChartProps) {
  const rows = points.map((p) => ({ ...p, actual: p.actual ?? NaN, forecast: p.forecast ?? NaN }));
  const axis = valueAxis(rows, SERIES);
  const byDay = new Map(points.map((p) => [p.day, p]));
  const dateOf = (day: number) => {
    const point = byDay.get(day);
    return point ? formatDate(point) : '';
  };
  return (
    <ChartFigure label={label}>
      <ResponsiveContainer width="100%" height={CHART_HEIGHT}>
        <LineChart data={points.map((p) => ({ ...p }))} margin={chartMargin(undefined, undefined)}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis
            dataKey="day"
            type="number"
            domain={['dataMin', 'dataMax']}
            ticks={points.filter((p) => p.actual !== null).map((p) => p.day)}
            tickFormatter={dateOf}
            tickLine={false}
            tick={{ fontSize: 12 }}
          />
          <YAxis
            width={56}
            tick={{ fontSize: 12 }}
            tickFormatter={formatTick}
            allowDecimals={false}
            ticks={axis.ticks}
            domain={axis.domain}
          />
          <ReferenceLine y={0} stroke="var(--color-muted)" />
          <ReferenceLine x={0} stroke="var(--color-muted)" strokeDasharray="2 2" />
          {zeroDay === null ? null : (
            <ReferenceLine
              x={zeroDay}
              stroke="var(--color-outflow)"
              label={{ value: zeroLabel, position: 'insideTopRight', fontSize: 12 }}
            />
          )}
          <Tooltip
            formatter={(value) => formatValue(Number(value))}
            labelFormatter={(day) => dateOf(Number(day))}
            contentStyle={tooltipContentStyle}
            labelStyle={tooltipLabelStyle}
          />
          <Legend verticalAlign="top" />
          {SERIES.map((s) => (
            <Line
              key={s.dataKey}
              type="linear"
              dataKey={s.dataKey}
              name={s.name}
              stroke={s.color}
              strokeWidth={2}
              strokeDasharray={s.dataKey === 'forecast' ? '5 4' : undefined}
              dot={false}
              connectNulls={false}
              isAnimationActive={false}
            />
          ))}
        </LineChart>
      </ResponsiveContainer>
    </ChartFigure>
  );
}

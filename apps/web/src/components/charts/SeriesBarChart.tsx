import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { ChartFigure } from './ChartFigure';
import { CHART_HEIGHT } from './chartTypes';
import type { ChartRow, ChartSeries } from './chartTypes';
import { tooltipContentStyle, tooltipLabelStyle } from './tooltipStyle';

type SeriesBarChartProps = {
  label: string;
  data: readonly ChartRow[];
  xKey: string;
  series: readonly ChartSeries[];
  formatTick: (value: number) => string;
  formatValue: (value: number) => string;
  /** Fixed y range, e.g. the runway chart's "at least 24 months". */
  yMax?: number;
};

/** Grouped bars over a category axis (months, runway figures). Renders ready data only. */
export function SeriesBarChart({
  label,
  data,
  xKey,
  series,
  formatTick,
  formatValue,
  yMax,
}: SeriesBarChartProps) {
  return (
    <ChartFigure label={label}>
      <ResponsiveContainer width="100%" height={CHART_HEIGHT}>
        <BarChart data={[...data]} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey={xKey} tickLine={false} interval={0} tick={{ fontSize: 12 }} />
          <YAxis
            width={48}
            tick={{ fontSize: 12 }}
            tickFormatter={formatTick}
            domain={yMax === undefined ? undefined : [0, yMax]}
            allowDataOverflow={yMax !== undefined}
          />
          <Tooltip
            formatter={(value) => formatValue(Number(value))}
            contentStyle={tooltipContentStyle}
            labelStyle={tooltipLabelStyle}
            cursor={{ fill: 'var(--color-border)', opacity: 0.4 }}
          />
          {series.length > 1 ? <Legend itemSorter={null} /> : null}
          {series.map((s) => (
            <Bar
              key={s.dataKey}
              dataKey={s.dataKey}
              name={s.name}
              fill={s.color}
              radius={[4, 4, 0, 0]}
            />
          ))}
        </BarChart>
      </ResponsiveContainer>
    </ChartFigure>
  );
}

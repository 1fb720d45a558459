import {
  Bar,
  BarChart,
  CartesianGrid,
  Label,
  Legend,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { chartMargin, tooltipLabelFormatter, valueAxis } from './axisLabels';
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
  /** A value in the tooltip, in full (money to the cent). */
  formatValue: (value: number) => string;
  xLabel?: string;
  yLabel?: string;
  /** The row field the tooltip is titled with (a month with its year, a week with its dates); the x value otherwise. */
  tooltipLabelKey?: string;
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
  xLabel,
  yLabel,
  tooltipLabelKey,
  yMax,
}: SeriesBarChartProps) {
  const axis = valueAxis(data, series);
  return (
    <ChartFigure label={label}>
      <ResponsiveContainer width="100%" height={CHART_HEIGHT}>
        <BarChart data={[...data]} margin={chartMargin(xLabel, yLabel)}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey={xKey} tickLine={false} interval={0} tick={{ fontSize: 12 }}>
            {xLabel ? <Label value={xLabel} position="insideBottom" offset={-12} /> : null}
          </XAxis>
          <YAxis
            width={56}
            tick={{ fontSize: 12 }}
            tickFormatter={formatTick}
            allowDecimals={false}
            ticks={yMax === undefined ? axis.ticks : undefined}
            domain={yMax === undefined ? axis.domain : [0, yMax]}
            allowDataOverflow={yMax !== undefined}
          >
            {yLabel ? (
              <Label value={yLabel} angle={-90} position="insideLeft" offset={0} dy={28} />
            ) : null}
          </YAxis>
          <Tooltip
            formatter={(value) => formatValue(Number(value))}
            labelFormatter={tooltipLabelFormatter(tooltipLabelKey)}
            contentStyle={tooltipContentStyle}
            labelStyle={tooltipLabelStyle}
            cursor={{ fill: 'var(--color-border)', opacity: 0.4 }}
          />
          {series.length > 1 ? <Legend itemSorter={null} verticalAlign="top" /> : null}
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

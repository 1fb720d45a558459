import {
  CartesianGrid,
  Label,
  Legend,
  Line,
  LineChart,
  ReferenceLine,
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

type SeriesLineChartProps = {
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
  /** The series drawn thicker, e.g. the selected forecast scenario. */
  emphasis?: string;
};

/** Lines over a category axis (monthly cash flow, weekly forecast). Renders ready data only. */
export function SeriesLineChart({
  label,
  data,
  xKey,
  series,
  formatTick,
  formatValue,
  xLabel,
  yLabel,
  tooltipLabelKey,
  emphasis,
}: SeriesLineChartProps) {
  const axis = valueAxis(data, series);
  return (
    <ChartFigure label={label}>
      <ResponsiveContainer width="100%" height={CHART_HEIGHT}>
        <LineChart data={[...data]} margin={chartMargin(xLabel, yLabel)}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey={xKey} tickLine={false} tick={{ fontSize: 12 }}>
            {xLabel ? <Label value={xLabel} position="insideBottom" offset={-12} /> : null}
          </XAxis>
          <YAxis
            width={56}
            tick={{ fontSize: 12 }}
            tickFormatter={formatTick}
            allowDecimals={false}
            ticks={axis.ticks}
            domain={axis.domain}
          >
            {yLabel ? (
              <Label value={yLabel} angle={-90} position="insideLeft" offset={0} dy={28} />
            ) : null}
          </YAxis>
          <ReferenceLine y={0} stroke="var(--color-muted)" />
          <Tooltip
            formatter={(value) => formatValue(Number(value))}
            labelFormatter={tooltipLabelFormatter(tooltipLabelKey)}
            contentStyle={tooltipContentStyle}
            labelStyle={tooltipLabelStyle}
          />
          <Legend itemSorter={null} verticalAlign="top" />
          {series.map((s) => (
            <Line
              key={s.dataKey}
              type="monotone"
              dataKey={s.dataKey}
              name={s.name}
              stroke={s.color}
              strokeWidth={emphasis === s.dataKey ? 3 : 1.5}
              strokeOpacity={emphasis === undefined || emphasis === s.dataKey ? 1 : 0.5}
              dot={false}
              isAnimationActive={false}
            />
          ))}
        </LineChart>
      </ResponsiveContainer>
    </ChartFigure>
  );
}

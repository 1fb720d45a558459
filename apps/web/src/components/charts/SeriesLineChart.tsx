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
  formatValue: (value: number) => string;
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
  emphasis,
}: SeriesLineChartProps) {
  return (
    <ChartFigure label={label}>
      <ResponsiveContainer width="100%" height={CHART_HEIGHT}>
        <LineChart data={[...data]} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey={xKey} tickLine={false} tick={{ fontSize: 12 }} />
          <YAxis width={48} tick={{ fontSize: 12 }} tickFormatter={formatTick} />
          <ReferenceLine y={0} stroke="var(--color-muted)" />
          <Tooltip
            formatter={(value) => formatValue(Number(value))}
            contentStyle={tooltipContentStyle}
            labelStyle={tooltipLabelStyle}
          />
          <Legend itemSorter={null} />
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

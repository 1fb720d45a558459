import {
  Area,
  CartesianGrid,
  ComposedChart,
  Legend,
  Line,
  ReferenceLine,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { chartMargin, tooltipLabelFormatter, valueAxis } from '../../components/charts/axisLabels';
import { ChartFigure } from '../../components/charts/ChartFigure';
import { CHART_HEIGHT } from '../../components/charts/chartTypes';
import type { ChartRow, ChartSeries } from '../../components/charts/chartTypes';
import { tooltipContentStyle, tooltipLabelStyle } from '../../components/charts/tooltipStyle';

/** A drawn forecast: its line's data key, and its range's as `<key>Range` rows carry. */
export type ScenarioLine = ChartSeries;

type ScenarioChartProps = {
  label: string;
  /** Per week: `week`, `period`, each line's balance and `<key>Low` / `<key>High`. */
  data: readonly ChartRow[];
  lines: readonly ScenarioLine[];
  formatTick: (value: number) => string;
  formatValue: (value: number) => string;
};

const isRange = (value: unknown): value is readonly [number, number] =>
  Array.isArray(value) && value.length === 2;

/** The base forecast and the scenarios compared with it, each line with its likely range. */
export function ScenarioChart({ label, data, lines, formatTick, formatValue }: ScenarioChartProps) {
  const rows = data.map((row) => {
    const ranges: Record<string, [number, number]> = {};
    for (const line of lines) {
      const low = row[`${line.dataKey}Low`];
      const high = row[`${line.dataKey}High`];
      if (typeof low === 'number' && typeof high === 'number') {
        ranges[`${line.dataKey}Range`] = [low, high];
      }
    }
    return { ...row, ...ranges };
  });
  const axis = valueAxis(
    data,
    lines.flatMap((line) => [
      line,
      { ...line, dataKey: `${line.dataKey}Low` },
      { ...line, dataKey: `${line.dataKey}High` },
    ]),
  );
  return (
    <ChartFigure label={label}>
      <ResponsiveContainer width="100%" height={CHART_HEIGHT}>
        <ComposedChart data={rows} margin={chartMargin(undefined, undefined)}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="week" tickLine={false} tick={{ fontSize: 12 }} />
          <YAxis
            width={56}
            tick={{ fontSize: 12 }}
            tickFormatter={formatTick}
            allowDecimals={false}
            ticks={axis.ticks}
            domain={axis.domain}
          />
          <ReferenceLine y={0} stroke="var(--color-muted)" />
          <Tooltip
            formatter={(value) =>
              isRange(value)
                ? `${formatValue(Number(value[0]))} to ${formatValue(Number(value[1]))}`
                : formatValue(Number(value))
            }
            labelFormatter={tooltipLabelFormatter('period')}
            contentStyle={tooltipContentStyle}
            labelStyle={tooltipLabelStyle}
          />
          <Legend itemSorter={null} verticalAlign="top" />
          {lines.map((line) => (
            <Area
              key={`${line.dataKey}Range`}
              dataKey={`${line.dataKey}Range`}
              name={`${line.name}: likely range`}
              legendType="none"
              stroke="none"
              fill={line.color}
              fillOpacity={0.12}
              isAnimationActive={false}
            />
          ))}
          {lines.map((line, i) => (
            <Line
              key={line.dataKey}
              type="monotone"
              dataKey={line.dataKey}
              name={line.name}
              stroke={line.color}
              strokeWidth={i === 0 ? 2 : 2.5}
              strokeDasharray={i === 0 ? '5 4' : undefined}
              dot={false}
              isAnimationActive={false}
            />
          ))}
        </ComposedChart>
      </ResponsiveContainer>
    </ChartFigure>
  );
}

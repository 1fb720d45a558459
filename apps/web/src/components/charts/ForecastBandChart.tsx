import {
  Area,
  CartesianGrid,
  ComposedChart,
  Label,
  Legend,
  Line,
  ReferenceDot,
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

/** A week of the chart: the x label, the tooltip title, one value per line and the range's ends. */
export type BandRow = ChartRow & { low?: number; high?: number };

type ForecastBandChartProps = {
  label: string;
  data: readonly BandRow[];
  xKey: string;
  lines: readonly ChartSeries[];
  /** The shaded range's legend; no range is drawn when the rows carry no `low`/`high`. */
  bandName: string;
  bandColor: string;
  /** The line drawn thicker, e.g. the selected scenario. */
  emphasis: string;
  /** A point to mark on the emphasised line, e.g. the lowest balance. */
  marker?: { x: string; y: number; name: string } | null;
  formatTick: (value: number) => string;
  formatValue: (value: number) => string;
  xLabel?: string;
  yLabel?: string;
  tooltipLabelKey?: string;
};

type RangeValue = readonly [number, number];

function isRange(value: unknown): value is RangeValue {
  return Array.isArray(value) && value.length === 2;
}

/** Balance lines over dated weeks with the likely range shaded behind them. */
export function ForecastBandChart({
  label,
  data,
  xKey,
  lines,
  bandName,
  bandColor,
  emphasis,
  marker,
  formatTick,
  formatValue,
  xLabel,
  yLabel,
  tooltipLabelKey,
}: ForecastBandChartProps) {
  const hasBand = data.some((row) => row.low !== undefined && row.high !== undefined);
  const rows = data.map((row) => ({
    ...row,
    band: row.low !== undefined && row.high !== undefined ? [row.low, row.high] : undefined,
  }));
  const axis = valueAxis(data, [
    ...lines,
    { dataKey: 'low', name: '', color: '' },
    { dataKey: 'high', name: '', color: '' },
  ]);
  return (
    <ChartFigure label={label}>
      <ResponsiveContainer width="100%" height={CHART_HEIGHT}>
        <ComposedChart data={rows} margin={chartMargin(xLabel, yLabel)}>
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
            formatter={(value) =>
              isRange(value)
                ? `${formatValue(Number(value[0]))} to ${formatValue(Number(value[1]))}`
                : formatValue(Number(value))
            }
            labelFormatter={tooltipLabelFormatter(tooltipLabelKey)}
            contentStyle={tooltipContentStyle}
            labelStyle={tooltipLabelStyle}
          />
          <Legend itemSorter={null} verticalAlign="top" />
          {hasBand ? (
            <Area
              dataKey="band"
              name={bandName}
              stroke="none"
              fill={bandColor}
              fillOpacity={0.18}
              isAnimationActive={false}
            />
          ) : null}
          {lines.map((s) => (
            <Line
              key={s.dataKey}
              type="monotone"
              dataKey={s.dataKey}
              name={s.name}
              stroke={s.color}
              strokeWidth={emphasis === s.dataKey ? 3 : 1.5}
              strokeOpacity={emphasis === s.dataKey ? 1 : 0.5}
              dot={false}
              isAnimationActive={false}
            />
          ))}
          {marker ? (
            <ReferenceDot
              x={marker.x}
              y={marker.y}
              r={5}
              fill="var(--color-surface)"
              stroke="var(--color-text)"
              strokeWidth={2}
              label={{ value: marker.name, position: 'bottom', fontSize: 12 }}
            />
          ) : null}
        </ComposedChart>
      </ResponsiveContainer>
    </ChartFigure>
  );
}

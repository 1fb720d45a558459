import { Cell, Legend, Pie, PieChart, ResponsiveContainer, Tooltip } from 'recharts';
import { ChartFigure } from './ChartFigure';
import { CHART_HEIGHT } from './chartTypes';
import { tooltipContentStyle, tooltipLabelStyle } from './tooltipStyle';

export type DoughnutSlice = { name: string; value: number; color: string };

type DoughnutChartProps = {
  label: string;
  slices: readonly DoughnutSlice[];
  formatValue: (value: number) => string;
};

/** A doughnut with its legend at the right (app.md section 2). Renders ready slices only. */
export function DoughnutChart({ label, slices, formatValue }: DoughnutChartProps) {
  return (
    <ChartFigure label={label}>
      <ResponsiveContainer width="100%" height={CHART_HEIGHT}>
        <PieChart>
          <Pie
            data={[...slices]}
            dataKey="value"
            nameKey="name"
            innerRadius="55%"
            outerRadius="90%"
            paddingAngle={1}
            isAnimationActive={false}
          >
            {slices.map((slice) => (
              <Cell key={slice.name} fill={slice.color} stroke="var(--color-surface)" />
            ))}
          </Pie>
          <Tooltip
            formatter={(value) => formatValue(Number(value))}
            contentStyle={tooltipContentStyle}
            labelStyle={tooltipLabelStyle}
          />
          <Legend layout="vertical" align="right" verticalAlign="middle" itemSorter={null} />
        </PieChart>
      </ResponsiveContainer>
    </ChartFigure>
  );
}

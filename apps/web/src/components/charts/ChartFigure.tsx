import type { ReactNode } from 'react';
import { CHART_HEIGHT } from './chartTypes';

type ChartFigureProps = { label: string; children: ReactNode };

/**
 * The box every chart sits in: a named figure (screen readers announce the label) of the chart
 * height, so the layout does not jump while the SVG measures itself.
 */
export function ChartFigure({ label, children }: ChartFigureProps) {
  return (
    <figure className="chart" aria-label={label} style={{ height: CHART_HEIGHT }}>
      {children}
    </figure>
  );
}

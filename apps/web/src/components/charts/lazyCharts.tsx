import { Suspense } from 'react';
import type { ComponentProps } from 'react';
import { lazyNamed } from '../../lib/lazyNamed';
import { ChartFigure } from './ChartFigure';
import type { BalanceTimelineChart as EagerBalanceTimelineChart } from './BalanceTimelineChart';
import type { DoughnutChart as EagerDoughnutChart } from './DoughnutChart';
import type { ForecastBandChart as EagerForecastBandChart } from './ForecastBandChart';
import type { SeriesBarChart as EagerSeriesBarChart } from './SeriesBarChart';
import type { SeriesLineChart as EagerSeriesLineChart } from './SeriesLineChart';

/*
 * The charts as pages use them: the drawing library is most of the code a page needs, so it loads
 * in its own chunk after the figures are on screen. Until then each chart is its empty, named
 * figure at the chart height, so nothing moves when it arrives.
 */

const LoadedBarChart = lazyNamed(() => import('./SeriesBarChart'), 'SeriesBarChart');
const LoadedLineChart = lazyNamed(() => import('./SeriesLineChart'), 'SeriesLineChart');
const LoadedDoughnutChart = lazyNamed(() => import('./DoughnutChart'), 'DoughnutChart');
const LoadedBandChart = lazyNamed(() => import('./ForecastBandChart'), 'ForecastBandChart');
const LoadedTimelineChart = lazyNamed(
  () => import('./BalanceTimelineChart'),
  'BalanceTimelineChart',
);

function EmptyFigure({ label }: { label: string }) {
  return <ChartFigure label={label}>{null}</ChartFigure>;
}

export function SeriesBarChart(props: ComponentProps<typeof EagerSeriesBarChart>) {
  return (
    <Suspense fallback={<EmptyFigure label={props.label} />}>
      <LoadedBarChart {...props} />
    </Suspense>
  );
}

export function SeriesLineChart(props: ComponentProps<typeof EagerSeriesLineChart>) {
  return (
    <Suspense fallback={<EmptyFigure label={props.label} />}>
      <LoadedLineChart {...props} />
    </Suspense>
  );
}

export function DoughnutChart(props: ComponentProps<typeof EagerDoughnutChart>) {
  return (
    <Suspense fallback={<EmptyFigure label={props.label} />}>
      <LoadedDoughnutChart {...props} />
    </Suspense>
  );
}

export function ForecastBandChart(props: ComponentProps<typeof EagerForecastBandChart>) {
  return (
    <Suspense fallback={<EmptyFigure label={props.label} />}>
      <LoadedBandChart {...props} />
    </Suspense>
  );
}

export function BalanceTimelineChart(props: ComponentProps<typeof EagerBalanceTimelineChart>) {
  return (
    <Suspense fallback={<EmptyFigure label={props.label} />}>
      <LoadedTimelineChart {...props} />
    </Suspense>
  );
}

import { Suspense } from 'react';
import type { ComponentProps } from 'react';
import { ChartFigure } from '../../components/charts/ChartFigure';
import { lazyNamed } from '../../lib/lazyNamed';
import type { ScenarioChart as EagerScenarioChart } from './ScenarioChart';

const Loaded = lazyNamed(() => import('./ScenarioChart'), 'ScenarioChart');

/** The scenario chart in its own chunk, an empty named figure until the drawing code arrives. */
export function ScenarioChart(props: ComponentProps<typeof EagerScenarioChart>) {
  return (
    <Suspense fallback={<ChartFigure label={props.label}>{null}</ChartFigure>}>
      <Loaded {...props} />
    </Suspense>
  );
}

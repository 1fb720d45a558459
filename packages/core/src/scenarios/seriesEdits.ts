import { addDays } from '../dates.js';
import { toCents } from '../money.js';
import type { UpcomingRecurring } from '../forecast/engine/forecastTypes.js';
import { signedMovement } from './layerMovements.js';
import type { Movement } from './layerMovements.js';
import type { ScenarioLayer, SeriesTarget } from './scenarioSchema.js';

type SeriesLayer = Extract<ScenarioLayer, { type: 'removeSeries' | 'scaleSeries' | 'delay' }>;

const isSeriesLayer = (layer: ScenarioLayer): layer is SeriesLayer =>
  layer.type === 'removeSeries' || layer.type === 'scaleSeries' || layer.type === 'delay';

function targets(target: SeriesTarget, series: UpcomingRecurring): boolean {
  return target.by === 'series' ? target.key === series.key : target.category === series.category;
}

/**
 * The movements that remove, scale and delay the found series' coming payments. Each payment of
 * the base forecast is judged on its own due date against every layer that targets its series and
 * covers that date: removed if any removes it, else scaled by the product of the percentages
 * (multiplied in ascending order) and moved by the sum of the delays. So these layers stack in any
 * order to the same result. A payment moved past `until` leaves the forecast.
 */
export function seriesMovements(
  upcoming: readonly UpcomingRecurring[],
  layers: readonly ScenarioLayer[],
  until: string,
): Movement[] {
  const edits = layers.filter(isSeriesLayer);
  if (edits.length === 0) return [];
  const movements: Movement[] = [];
  for (const series of upcoming) {
    const mine = edits.filter((layer) => targets(layer.target, series));
    if (mine.length === 0) continue;
    const typical = toCents(series.amount);
    for (const date of series.dates) {
      const covering = mine.filter(
        (layer) => layer.start <= date && (layer.end === undefined || date <= layer.end),
      );
      if (covering.length === 0) continue;
      const removed = covering.some((layer) => layer.type === 'removeSeries');
      const factor = covering
        .flatMap((layer) => (layer.type === 'scaleSeries' ? [1 + layer.percent / 100] : []))
        .sort((a, b) => a - b)
        .reduce((product, f) => product * f, 1);
      const delay = covering.reduce(
        (days, layer) => days + (layer.type === 'delay' ? layer.days : 0),
        0,
      );
      const scaled = typical * factor;
      const cents = removed ? 0 : Math.sign(scaled) * Math.round(Math.abs(scaled));
      if (cents === typical && delay === 0) continue;
      const taken = signedMovement(date, typical);
      movements.push({ ...taken, cents: -taken.cents });
      const moved = addDays(date, delay);
      if (cents !== 0 && moved <= until) movements.push(signedMovement(moved, cents));
    }
  }
  return movements;
}

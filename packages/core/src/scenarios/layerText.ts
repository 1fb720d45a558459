import { dateParts, shortMonthName } from '../dates.js';
import type { IsoDate } from '../dates.js';
import { fromCents } from '../money.js';
import { hireMonthlyCents } from './layerMovements.js';
import type { LayerCadence, ScenarioLayer, ScenarioLayerType } from './scenarioSchema.js';

/** The layer types as the scenario form offers them. */
export const LAYER_TYPE_LABELS: Record<ScenarioLayerType, string> = {
  hire: 'New hire',
  recurring: 'Recurring cost or income',
  oneOff: 'One-off payment or receipt',
  loan: 'Loan',
  removeSeries: 'Lose a recurring payment',
  scaleSeries: 'Change a recurring payment by a percentage',
  delay: 'Receipts arrive later',
};

const CADENCE_WORDS: Record<LayerCadence, string> = {
  weekly: 'a week',
  monthly: 'a month',
  quarterly: 'a quarter',
  annual: 'a year',
};

function day(date: IsoDate): string {
  const { year, month, day: d } = dateParts(date);
  return `${d} ${shortMonthName(month)} ${year}`;
}

/**
 * What a layer does, in a line: 'Hire 2 at $9,000 a month + 13.8% employer costs ($20,484 a
 * month) from 1 Mar 2026'. `money` formats currency units; `seriesName` names a found series by
 * its key.
 */
export function layerSummary(
  layer: ScenarioLayer,
  money: (amount: number) => string,
  seriesName: (key: string) => string = (key) => key,
): string {
  const span = `from ${day(layer.start)}${'end' in layer && layer.end ? ` to ${day(layer.end)}` : ''}`;
  const target =
    'target' in layer
      ? layer.target.by === 'series'
        ? seriesName(layer.target.key)
        : `every ${layer.target.category} series`
      : '';
  switch (layer.type) {
    case 'hire':
      return `Hire ${layer.headcount} at ${money(layer.monthlySalary)} a month + ${layer.employerCostPercent}% employer costs (${money(fromCents(hireMonthlyCents(layer)))} a month) ${span}`;
    case 'recurring':
      return `${layer.amount < 0 ? 'Pay' : 'Receive'} ${money(Math.abs(layer.amount))} ${CADENCE_WORDS[layer.cadence]} ${span}`;
    case 'oneOff':
      return `${layer.amount < 0 ? 'Pay' : 'Receive'} ${money(Math.abs(layer.amount))} on ${day(layer.start)}`;
    case 'loan':
      return `Borrow ${money(layer.principal)} on ${day(layer.start)} at ${layer.annualRatePercent}% over ${layer.termMonths} months`;
    case 'removeSeries':
      return `Stop ${target} ${span}`;
    case 'scaleSeries':
      return `${layer.percent >= 0 ? 'Raise' : 'Cut'} ${target} by ${Math.abs(layer.percent)}% ${span}`;
    case 'delay':
      return `${target} arrives ${layer.days} days later ${span}`;
  }
}

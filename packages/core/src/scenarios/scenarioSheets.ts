import type { IsoDate } from '../dates.js';
import type { UpcomingRecurring } from '../forecast/engine/forecastTypes.js';
import type { ReportSheet } from '../reports/sheetLayout.js';
import { longDateLabel } from '../runway/runwayText.js';
import type { ScenarioForecast } from './applyScenario.js';
import { layerSummary } from './layerText.js';
import type { ScenarioComparison } from './scenarioComparison.js';

type Line = { name: string; changes: string; result: ScenarioForecast };

/**
 * The kept scenarios of a forecast export, beside the base (none without scenarios): a sheet of
 * what each changes, its balance at week 13, its lowest week-end balance and week, and the day
 * cash runs out; and a sheet of each one's expected week-end balances. `money` writes the amounts
 * in a layer's words.
 */
export function scenarioSheets(
  comparison: ScenarioComparison,
  upcoming: readonly UpcomingRecurring[],
  asOf: IsoDate,
  money: (amount: number) => string,
): ReportSheet[] {
  if (comparison.compared.length === 0) return [];
  const names = new Map(upcoming.map((series) => [series.key, series.payee]));
  const lines: Line[] = [
    { name: 'Base forecast', changes: '', result: comparison.base },
    ...comparison.compared.map(({ scenario, result }) => ({
      name: scenario.name,
      changes: scenario.layers
        .map((layer) => layerSummary(layer, money, (key) => names.get(key) ?? key))
        .join('; '),
      result,
    })),
  ];
  const title = `the 13-week forecast as of ${longDateLabel(asOf)}`;
  const weeks = comparison.base.forecast.weeks;
  return [
    {
      name: 'Scenarios',
      title: `What-if scenarios on ${title}`,
      header: [
        'Forecast',
        'What it changes',
        'Balance at week 13',
        'Lowest balance',
        'Lowest in week ending',
        'Cash runs out',
      ],
      rows: lines.map(({ name, changes, result }) => [
        name,
        changes,
        result.forecast.weeks.at(-1)?.balance.expected ?? result.forecast.openingBalance,
        result.lowest?.balance ?? result.forecast.openingBalance,
        result.lowest?.weekEnd ?? result.forecast.asOf,
        result.cashOutDate ?? 'Not within 13 weeks',
      ]),
    },
    {
      name: 'Scenario weeks',
      title: `Week-end balance by scenario on ${title}`,
      header: ['Week ending', ...lines.map((line) => line.name)],
      rows: weeks.map((week, w) => [
        week.end,
        ...lines.map(
          ({ result }) => result.forecast.weeks[w]?.balance.expected ?? week.balance.expected,
        ),
      ]),
    },
  ];
}

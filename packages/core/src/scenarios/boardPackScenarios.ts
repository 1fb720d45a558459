import type { BoardPackScenario } from '../reports/boardPack.js';
import type { ScenarioBase } from './applyScenario.js';
import { layerSummary } from './layerText.js';
import { compareScenarios } from './scenarioComparison.js';
import type { Scenario } from './scenarioSchema.js';

/**
 * The scenarios a board pack shows (the first three kept, as the forecast page compares them):
 * each one's layers in words, and its balance at week 13 and lowest week-end balance on the
 * pack's forecast. `money` formats currency units.
 */
export function boardPackScenarios(
  base: ScenarioBase,
  scenarios: readonly Scenario[],
  money: (amount: number) => string,
): BoardPackScenario[] {
  const names = new Map(base.upcoming.map((series) => [series.key, series.payee]));
  return compareScenarios(base, scenarios).compared.map(({ scenario, result }) => ({
    name: scenario.name,
    description: scenario.layers
      .map((layer) => layerSummary(layer, money, (key) => names.get(key) ?? key))
      .join('; '),
    endBalance: result.forecast.weeks.at(-1)?.balance.expected ?? result.forecast.openingBalance,
    lowestBalance: result.lowest?.balance ?? result.forecast.openingBalance,
  }));
}

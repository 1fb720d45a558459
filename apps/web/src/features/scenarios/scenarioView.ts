import { MAX_COMPARED_SCENARIOS, dateParts, shortMonthName, weekSpanLabel } from '@cashline/core';
import type { Scenario, ScenarioComparison } from '@cashline/core';
import type { ChartRow, ChartSeries } from '../../components/charts/chartTypes';

/** The base's colour, then one per compared scenario. */
const COLORS = ['#3b82f6', '#8b5cf6', '#f59e0b', '#06b6d4'] as const;

/**
 * The scenarios to compare: those picked (the first three saved until the user picks), in the
 * order saved, with the one being edited in place of its saved version, or added when new.
 */
export function comparedScenarios(
  scenarios: readonly Scenario[],
  picked: readonly string[] | null,
  draft: Scenario | null,
): Scenario[] {
  const ids = picked ?? scenarios.slice(0, MAX_COMPARED_SCENARIOS).map((s) => s.id);
  const chosen = scenarios
    .filter((scenario) => ids.includes(scenario.id) || scenario.id === draft?.id)
    .map((scenario) => (scenario.id === draft?.id ? draft : scenario));
  const isNew = draft !== null && !scenarios.some((scenario) => scenario.id === draft.id);
  const all = isNew ? [...chosen, { ...draft, name: draft.name.trim() || 'New scenario' }] : chosen;
  // The one being edited is always drawn, so three others at most beside it.
  return all.slice(-MAX_COMPARED_SCENARIOS);
}

export function scenarioLines(comparison: ScenarioComparison): ChartSeries[] {
  return [
    { dataKey: 'base', name: 'Base forecast', color: COLORS[0] },
    ...comparison.compared.map((compared, i) => ({
      dataKey: `s${i}`,
      name: compared.scenario.name,
      color: COLORS[i + 1] ?? COLORS[0],
    })),
  ];
}

/** A chart row per week: each line's expected balance and its range's ends. */
export function scenarioChartRows(comparison: ScenarioComparison): ChartRow[] {
  return comparison.base.forecast.weeks.map((week, w) => {
    const row: ChartRow = {
      week: `${dateParts(week.end).day} ${shortMonthName(dateParts(week.end).month)}`,
      period: `Week of ${weekSpanLabel(week.start, week.end)}`,
      base: week.balance.expected,
      baseLow: week.balance.low,
      baseHigh: week.balance.high,
    };
    comparison.compared.forEach((compared, i) => {
      const balance = compared.result.forecast.weeks[w]?.balance;
      if (balance === undefined) return;
      row[`s${i}`] = balance.expected;
      row[`s${i}Low`] = balance.low;
      row[`s${i}High`] = balance.high;
    });
    return row;
  });
}

export {
  LAYER_CADENCES,
  MAX_DELAY_DAYS,
  MAX_LOAN_MONTHS,
  MAX_SCENARIO_LAYERS,
  MAX_SCENARIOS,
  scenarioLayerSchema,
  scenarioSchema,
  scenariosSchema,
  seriesTargetSchema,
} from './scenarioSchema.js';
export type {
  LayerCadence,
  Scenario,
  ScenarioLayer,
  ScenarioLayerType,
  SeriesTarget,
} from './scenarioSchema.js';
export { loanSchedule } from './loanSchedule.js';
export type { LoanRepayment, LoanTerms } from './loanSchedule.js';
export { hireMonthlyCents } from './layerMovements.js';
export { applyScenario, baseScenarioForecast } from './applyScenario.js';
export type { LowestPoint, ScenarioBase, ScenarioForecast } from './applyScenario.js';
export { COMPARED_WEEK, scenarioDifference } from './scenarioDifference.js';
export type { ScenarioDifference } from './scenarioDifference.js';
export { compareScenarios, forecastRunway, MAX_COMPARED_SCENARIOS } from './scenarioComparison.js';
export type { ComparedScenario, ForecastRunway, ScenarioComparison } from './scenarioComparison.js';
export { boardPackScenarios } from './boardPackScenarios.js';
export { LAYER_TYPE_LABELS, layerSummary } from './layerText.js';
export {
  FROZEN_WEEKS,
  freezeForecasts,
  freezeWeek,
  frozenForecastSchema,
} from './frozenForecast.js';
export type { FrozenForecast } from './frozenForecast.js';
export { scenarioSheets } from './scenarioSheets.js';
export {
  ACTUAL_HORIZONS,
  againstActualSentence,
  forecastAgainstActual,
} from './forecastAgainstActual.js';
export type {
  ActualHorizon,
  AgainstActualCurrencies,
  ForecastAgainstActual,
  FrozenCheck,
  HorizonAgainstActual,
} from './forecastAgainstActual.js';

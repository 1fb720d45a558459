export type {
  CategoryInsight,
  CategoryTrend,
  ForecastResult,
  ForecastSummary,
  OverallTrend,
  RiskLevel,
  RunwayAnalysis,
  WeeklyForecast,
} from './schema.js';
export {
  categoryInsightSchema,
  categoryTrendSchema,
  FORECAST_WEEKS,
  forecastResultSchema,
  forecastSummarySchema,
  overallTrendSchema,
  riskLevelSchema,
  runwayAnalysisSchema,
  weeklyForecastSchema,
} from './schema.js';
export { normaliseForecast } from './normalise.js';
export type { AverageForecastOptions } from './averageForecast.js';
export {
  averageForecast,
  forecastStartingBalance,
  fallbackRecommendations,
  MAINTAIN_ADVICE,
  SCENARIO_VARIANCE_PERCENT,
} from './averageForecast.js';
export { NO_BURN_RUNWAY_MONTHS } from './insights.js';
export { normalisePayee } from './engine/normalisePayee.js';
export type { WeekendShift } from './engine/calendar.js';
export type { Cadence } from './engine/schedule.js';
export { CADENCES } from './engine/schedule.js';
export type {
  DayRule,
  DetectRecurringOptions,
  RecurringOccurrence,
  RecurringSeries,
} from './engine/detectRecurring.js';
export { detectRecurring } from './engine/detectRecurring.js';
export type {
  CashFlowForecast,
  CashFlowWeek,
  ForecastCashFlowOptions,
  ForecastDetail,
  EndedSeries,
  ForecastRecurring,
  LeftOutReceipt,
  RecurringChoice,
  RecurringChoices,
  UpcomingRecurring,
} from './engine/forecastTypes.js';
export { DEFAULT_FORECAST_WEEKS, MIN_FORECAST_CONFIDENCE } from './engine/forecastTypes.js';
export { forecastCashFlow } from './engine/forecastCashFlow.js';
export { forecastDetail } from './engine/forecastDetail.js';
export { seriesKey } from './engine/seriesChoices.js';
export type {
  AccuracyOrigin,
  AccuracyProgress,
  ForecastAccuracy,
  ForecastAccuracyOptions,
} from './engine/forecastAccuracy.js';
export {
  ACCURACY_HISTORY_WEEKS,
  accuracySentence,
  DEFAULT_ACCURACY_HORIZON_WEEKS,
  DEFAULT_ACCURACY_ORIGINS,
  forecastAccuracy,
  forecastAccuracySteps,
  MIN_ACCURACY_ORIGINS,
} from './engine/forecastAccuracy.js';
export type {
  ForecastLowPoint,
  ForecastPageInputs,
  ForecastPageModel,
  ForecastScenario,
  ForecastWeekRow,
} from './pageModel.js';
export {
  FORECAST_SCENARIOS,
  forecastPageModel,
  LIKELY_RANGE_LABEL,
  hasAdjustment,
  scenarioFlows,
  weekSpanLabel,
} from './pageModel.js';
export type { CashOut, WeekBalance } from './cashOutRisk.js';
export { cashOutOf, chanceBelow, chanceBelowZero, chanceText } from './cashOutRisk.js';
export type { ForecastStory, StoryItems, StoryReason } from './forecastStory.js';
export { forecastStory, forecastStoryText } from './forecastStory.js';
export { cadenceText, cashOutText, dueDatesText } from './forecastText.js';
export type { EngineForecast, EngineForecastOptions, EngineResultOptions } from './engineResult.js';
export {
  MAX_RECURRING_CHOICES,
  MAX_SERIES_KEY_LENGTH,
  recurringChoicesSchema,
} from './recurringChoicesSchema.js';
export { engineForecast, forecastResultFromEngine } from './engineResult.js';
export type { ConsolidatedForecast, ForecastCurrencyNote } from './consolidatedForecast.js';
export { consolidatedEngineForecast } from './consolidatedForecast.js';
export type { PlannedItem } from './plannedItems.js';
export type { KnownTimings } from './engine/openItemFlows.js';
export {
  MAX_PLANNED_DESCRIPTION_LENGTH,
  plannedItemSchema,
  plannedItemsSchema,
} from './plannedItems.js';
export { FORECAST_ENGINE_VERSION } from './engineVersion.js';

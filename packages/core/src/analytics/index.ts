export type { Analysis, AnalyzeOptions, FlowAnalysis, TrendEntry } from './analyze.js';
export { analyze } from './analyze.js';
export { monthlyAverageBasisText } from './averageBasis.js';
export type { CategorySummary, FlowKind } from './categories.js';
export {
  categorySummaries,
  DISTRIBUTION_CATEGORY_COUNT,
  TOP_CATEGORY_COUNT,
} from './categories.js';
export { DASHBOARD_RECENT_COUNT, mostRecent, RECENT_COUNT } from './recent.js';
export { FORECAST_LOOKBACK_DAYS, TREND_MONTHS } from './scan.js';
export type { MonthFigures, MonthlyCards } from './monthCards.js';
export type { MonthTotals, Totals } from './totals.js';
export { computeTotals, monthlyTotals, totalsWithDelta } from './totals.js';
export { sixMonthTrend } from './trend.js';
export type {
  ConsolidatedFigure,
  ConsolidatedScanOptions,
  CurrencyNote,
  MissingRateNote,
} from './consolidatedScan.js';
export { consolidatedScan } from './consolidatedScan.js';
export type { ConsolidatedAnalysis, ConsolidatedAnalyzeOptions } from './analyzeConsolidated.js';
export { analyzeConsolidated } from './analyzeConsolidated.js';

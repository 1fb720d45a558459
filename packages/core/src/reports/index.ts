export type {
  CategoryBreakdownRow,
  Report,
  ReportAccount,
  ReportExport,
  ReportOptions,
  ReportSummary,
  ReportType,
} from './report.js';
export { buildReport, REPORT_TYPES, reportExport, reportExportFileName } from './report.js';
export type { CashFlowStatement, StatementLine } from './cashFlowStatement.js';
export { cashFlowStatement } from './cashFlowStatement.js';
export type {
  SectionChoices,
  SectionedCashFlowStatement,
  StatementSection,
} from './cashFlowSections.js';
export { cashFlowSectionOf, sectionChoices, sectionedStatement } from './cashFlowSections.js';
export type { ReportSheet, SheetCell, SheetFormula } from './sheetLayout.js';
export { sheetRowNumber } from './sheetLayout.js';
export type { ReportSheetOptions } from './reportSheets.js';
export { reportPeriodText, reportSheets } from './reportSheets.js';
export { columnName, statementSheet } from './statementSheet.js';
export type { StatementSheetOptions } from './statementSheet.js';
export type {
  BoardPack,
  BoardPackAccount,
  BoardPackInputs,
  BoardPackPayment,
  BoardPackScenario,
  BoardPackWeek,
} from './boardPack.js';
export { BOARD_PACK_PAYMENTS, boardPack, boardPackAsOf, boardPackMonths } from './boardPack.js';
export type { BoardPackSheetOptions } from './boardPackSheets.js';
export { boardPackRunwayText, boardPackSheets } from './boardPackSheets.js';
export { reportSheetsToCsv } from './reportCsv.js';

export type {
  CustomPeriodPreset,
  CustomReportDefinition,
  CustomReportFilters,
  CustomReportPeriod,
} from './custom/definition.js';
export {
  CUSTOM_PERIOD_PRESETS,
  customReportDefinitionSchema,
  customReportFiltersSchema,
  customReportPeriodSchema,
} from './custom/definition.js';
export type { CustomReportGrouping, GroupingSpec } from './custom/groupings.js';
export { CUSTOM_REPORT_GROUPINGS, GROUPINGS } from './custom/groupings.js';
export type { GroupingContext } from './custom/groupings.js';
export type { CustomReport, CustomReportRow } from './custom/customReport.js';
export { customReport } from './custom/customReport.js';
export {
  CUSTOM_PERIOD_LABELS,
  customPeriodRange,
  customPeriodText,
} from './custom/customPeriod.js';
export {
  customFiltersText,
  customReportFileName,
  customReportSheets,
} from './custom/customReportSheets.js';

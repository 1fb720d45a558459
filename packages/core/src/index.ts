export type { DateFormat, DateRange, IsoDate, MonthKey, Period } from './dates.js';
export {
  addDays,
  addMonths,
  addMonthsToKey,
  addWeeks,
  DATE_FORMATS,
  dateParts,
  daysBetween,
  daysInMonth,
  endOfMonth,
  formatDate,
  isInRange,
  isIsoDate,
  isoDate,
  lastMonthKeys,
  monthKey,
  monthKeyOf,
  monthLabel,
  monthRange,
  PERIODS,
  periodRange,
  quarterOf,
  quarterRange,
  shortDateLabel,
  shortMonthName,
  startOfMonth,
  yearRange,
} from './dates.js';
export type { Cents } from './money.js';
export { divideCents, fromCents, scaleCents, toCents } from './money.js';
export type { BillingInterval, Plan, PlanId } from './plans.js';
export { annualSavingPercent, planById, planPrice, plans, TRIAL_DAYS } from './plans.js';
export type { CategorySource, Transaction, TransactionType } from './transaction.js';
export type { Account, AccountKind } from './accounts/account.js';
export {
  ACCOUNT_KIND_LABELS,
  ACCOUNT_KINDS,
  accountIdOf,
  accountKindSchema,
  accountSchema,
  DEFAULT_ACCOUNT_ID,
  DEFAULT_ACCOUNT_NAME,
  defaultAccount,
  isLiability,
} from './accounts/account.js';
export type { AccountBalance, CashPosition } from './accounts/balances.js';
export { accountBalances, cashPosition } from './accounts/balances.js';
export type { BalanceAnchor } from './accounts/anchorOpening.js';
export {
  anchoredOpeningBalance,
  closingFromOpening,
  isLiabilityInCredit,
} from './accounts/anchorOpening.js';
export type { ContinuityBreak, ContinuityCheck, ContinuityRow } from './accounts/continuity.js';
export {
  checkBalanceContinuity,
  checkBalanceContinuityOfColumns,
  continuityBreakText,
} from './accounts/continuity.js';
export type { RowColumns } from './accounts/rowColumns.js';
export type {
  FileOpening,
  FileReading,
  OpeningMismatch,
  OpeningRow,
} from './accounts/openingCheck.js';
export {
  checkOpeningAgainstLedger,
  fileOpeningBalance,
  fileOpeningOfColumns,
  openingMismatchText,
  statedOpeningBalance,
  statedOpeningOfColumns,
} from './accounts/openingCheck.js';
export type {
  BalanceCents,
  LowCashOptions,
  LowCashWarning,
  LowCashWatch,
} from './accounts/lowCash.js';
export {
  LOW_CASH_CHANCE,
  LOW_CASH_CLEAR_CHANCE,
  lowCashText,
  lowCashWarnings,
  lowCashWatch,
  warnsOfLowCash,
} from './accounts/lowCash.js';
export type { ComingPayment } from './alerts/comingPayments.js';
export { largestComingPayments } from './alerts/comingPayments.js';
export type { LowCashDriversInput } from './alerts/lowCashDrivers.js';
export { lowCashDrivers } from './alerts/lowCashDrivers.js';
export type { LowCashAlertPlan, SentLowCashAlert } from './alerts/lowCashAlerts.js';
export {
  ALERT_AGAIN_SOONER_DAYS,
  isCertain,
  isNewCrossing,
  planLowCashAlerts,
  scopeOf,
} from './alerts/lowCashAlerts.js';
export type { LowCashAlertInput } from './alerts/lowCashAlertMail.js';
export { lowCashAlertMail } from './alerts/lowCashAlertMail.js';
export type { MailBlock, MailBody } from './alerts/mailBody.js';
export { escapeHtml, renderMail } from './alerts/mailBody.js';
export type { WeeklyDigest } from './alerts/weeklyDigest.js';
export { DIGEST_PAYMENTS, weeklyDigest } from './alerts/weeklyDigest.js';
export type { DigestMailInput } from './alerts/weeklyDigestMail.js';
export { weeklyDigestMail } from './alerts/weeklyDigestMail.js';
export type { TransferDetection, TransferPair } from './accounts/detectTransfers.js';
export { detectTransfers, TRANSFER_WINDOW_DAYS } from './accounts/detectTransfers.js';
export { AUTO_LINK_SCORE, saysTransfer } from './accounts/transferScore.js';
export {
  accountsInUse,
  accountsToOffer,
  accountsUsedIn,
  isUnusedAccount,
  transactionCounts,
} from './accounts/usage.js';
export type { AccountsWithRows } from './accounts/usage.js';
export type { PaymentProcessor } from './accounts/processorPayouts.js';
export {
  PAYMENT_PROCESSORS,
  processorNamed,
  suggestsUntrackedTransfer,
  tracksProcessor,
} from './accounts/processorPayouts.js';
export {
  TRANSFER_CATEGORY,
  transferCounterpart,
  withTransferPair,
  withoutTransferPair,
} from './accounts/transferPair.js';
export type { LinkResult } from './accounts/transferLinks.js';
export {
  isUntrackedTransfer,
  linkTransfers,
  markUntrackedTransfer,
  transferIdFor,
  unlinkTransfer,
  untrackedTransferId,
} from './accounts/transferLinks.js';
export {
  categorySourceSchema,
  isoDateSchema,
  transactionSchema,
  transactionTypeSchema,
  typeOfAmount,
} from './transaction.js';
export type { Currency, CurrencyFormatOptions } from './format/currency.js';
export { CURRENCIES, formatCents, formatChartTick, formatCurrency } from './format/currency.js';
export { formatPercent, percentageOf } from './format/percent.js';
export { niceTicks } from './format/niceTicks.js';
export type { TransactionFilters } from './transactions/filter.js';
export { categoriesIn, categoriesOf, filterTransactions } from './transactions/filter.js';
export type { RowDelta } from './transactions/rowDelta.js';
export { countsOf, countsWithDelta, deltaOfIds, sortedWithDelta } from './transactions/rowDelta.js';
export type { SortDirection, TransactionSort, TransactionSortKey } from './transactions/sort.js';
export { compareTransactions, NEWEST_FIRST, sortTransactions } from './transactions/sort.js';
export type { Analysis, AnalyzeOptions, FlowAnalysis, TrendEntry } from './analytics/analyze.js';
export { analyze } from './analytics/analyze.js';
export type { BalanceTimelineInput, TimelinePoint } from './runway/balanceTimeline.js';
export { balanceTimeline, TIMELINE_HISTORY_MONTHS } from './runway/balanceTimeline.js';
export { monthlyAverageBasisText } from './analytics/averageBasis.js';
export type { CategorySummary, FlowKind } from './analytics/categories.js';
export {
  categorySummaries,
  DISTRIBUTION_CATEGORY_COUNT,
  TOP_CATEGORY_COUNT,
} from './analytics/categories.js';
export { DASHBOARD_RECENT_COUNT, mostRecent, RECENT_COUNT } from './analytics/recent.js';
export { FORECAST_LOOKBACK_DAYS, TREND_MONTHS } from './analytics/scan.js';
export type { MonthFigures, MonthlyCards } from './analytics/monthCards.js';
export type { AnalysisDate, AsOfReason } from './asOf/analysisDate.js';
export {
  analysisDate,
  chooseAnalysisDate,
  CURRENT_LEDGER_DAYS,
  newestDateUpTo,
  newestHistoryDate,
} from './asOf/analysisDate.js';
export { asOfSentence } from './asOf/asOfText.js';
export type { MonthTotals, Totals } from './analytics/totals.js';
export { computeTotals, monthlyTotals, totalsWithDelta } from './analytics/totals.js';
export { sixMonthTrend } from './analytics/trend.js';
export type { RunwayHealth } from './runway/health.js';
export { RUNWAY_HEALTH_LABELS, runwayHealth } from './runway/health.js';
export type { Burn, BurnBasis } from './runway/burn.js';
export { BURN_MONTHS } from './runway/burn.js';
export type { Runway, RunwayStatus } from './runway/runway.js';
export { CASH_FLOW_POSITIVE_LABEL } from './runway/runway.js';
export {
  burnBasisText,
  cashFlowPositiveText,
  GROSS_BURN_DEFINITION,
  longDateLabel,
  monthSpanLabel,
  NET_BURN_DEFINITION,
} from './runway/runwayText.js';
export type {
  RunwayPage,
  RunwayPageInputs,
  RunwayScenario,
  RunwayScenarioName,
  RunwayWarning,
} from './runway/page.js';
export { CRITICAL_RUNWAY_WARNING, LOW_RUNWAY_ALERT, runwayPage } from './runway/page.js';
export type { RunwayWidget } from './runway/widget.js';
export { runwayWidget } from './runway/widget.js';
export type {
  CategoryInsight,
  CategoryTrend,
  ForecastResult,
  ForecastSummary,
  OverallTrend,
  RiskLevel,
  RunwayAnalysis,
  WeeklyForecast,
} from './forecast/schema.js';
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
} from './forecast/schema.js';
export { normaliseForecast } from './forecast/normalise.js';
export type { AverageForecastOptions } from './forecast/averageForecast.js';
export {
  averageForecast,
  forecastStartingBalance,
  fallbackRecommendations,
  MAINTAIN_ADVICE,
  SCENARIO_VARIANCE_PERCENT,
} from './forecast/averageForecast.js';
export { NO_BURN_RUNWAY_MONTHS } from './forecast/insights.js';
export { normalisePayee } from './forecast/engine/normalisePayee.js';
export { parsePayee, payeeKey } from './payees/parsePayee.js';
export type { ParsedPayee } from './payees/parsePayee.js';
export type { WeekendShift } from './forecast/engine/calendar.js';
export type { Cadence } from './forecast/engine/schedule.js';
export { CADENCES } from './forecast/engine/schedule.js';
export type {
  DayRule,
  DetectRecurringOptions,
  RecurringOccurrence,
  RecurringSeries,
} from './forecast/engine/detectRecurring.js';
export { detectRecurring } from './forecast/engine/detectRecurring.js';
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
} from './forecast/engine/forecastTypes.js';
export {
  DEFAULT_FORECAST_WEEKS,
  MIN_FORECAST_CONFIDENCE,
} from './forecast/engine/forecastTypes.js';
export { forecastCashFlow } from './forecast/engine/forecastCashFlow.js';
export { forecastDetail } from './forecast/engine/forecastDetail.js';
export { seriesKey } from './forecast/engine/seriesChoices.js';
export type {
  AccuracyOrigin,
  AccuracyProgress,
  ForecastAccuracy,
  ForecastAccuracyOptions,
} from './forecast/engine/forecastAccuracy.js';
export {
  ACCURACY_HISTORY_WEEKS,
  accuracySentence,
  DEFAULT_ACCURACY_HORIZON_WEEKS,
  DEFAULT_ACCURACY_ORIGINS,
  forecastAccuracy,
  forecastAccuracySteps,
  MIN_ACCURACY_ORIGINS,
} from './forecast/engine/forecastAccuracy.js';
export type {
  ForecastLowPoint,
  ForecastPageInputs,
  ForecastPageModel,
  ForecastScenario,
  ForecastWeekRow,
} from './forecast/pageModel.js';
export {
  FORECAST_SCENARIOS,
  forecastPageModel,
  LIKELY_RANGE_LABEL,
  hasAdjustment,
  scenarioFlows,
  weekSpanLabel,
} from './forecast/pageModel.js';
export type { CashOut, WeekBalance } from './forecast/cashOutRisk.js';
export { cashOutOf, chanceBelow, chanceBelowZero, chanceText } from './forecast/cashOutRisk.js';
export type { ForecastStory, StoryItems, StoryReason } from './forecast/forecastStory.js';
export { forecastStory, forecastStoryText } from './forecast/forecastStory.js';
export { cadenceText, cashOutText, dueDatesText } from './forecast/forecastText.js';
export type {
  EngineForecast,
  EngineForecastOptions,
  EngineResultOptions,
} from './forecast/engineResult.js';
export {
  MAX_RECURRING_CHOICES,
  MAX_SERIES_KEY_LENGTH,
  recurringChoicesSchema,
} from './forecast/recurringChoicesSchema.js';
export { engineForecast, forecastResultFromEngine } from './forecast/engineResult.js';
export type {
  ConsolidatedForecast,
  ForecastCurrencyNote,
} from './forecast/consolidatedForecast.js';
export { consolidatedEngineForecast } from './forecast/consolidatedForecast.js';
export type { PlannedItem } from './forecast/plannedItems.js';
export type { ItemPayment, OpenItem, OpenItemKind } from './invoices/openItem.js';
export {
  MAX_ITEM_PAYMENTS,
  MAX_OPEN_ITEMS,
  itemPaymentSchema,
  openItemKindSchema,
  openItemSchema,
  openItemsSchema,
} from './invoices/openItem.js';
export type { InvoiceMatch, MatchReason } from './invoices/invoiceMatches.js';
export { applyMatchedPayment, suggestInvoiceMatches } from './invoices/invoiceMatches.js';
export type { MergeCounts, MergedItems } from './invoices/mergePulledItems.js';
export {
  QUICKBOOKS_ITEM_PREFIX,
  isQuickBooksItem,
  mergePulledItems,
} from './invoices/mergePulledItems.js';
export type { ItemRowError, ItemsCsvResult } from './invoices/readItemsCsv.js';
export { readItemsCsv } from './invoices/readItemsCsv.js';
export type { LagDistribution } from './invoices/lagDistribution.js';
export type { PartyHabit, PaymentTiming } from './invoices/paymentTiming.js';
export {
  AGING_BUCKETS,
  agingBucket,
  DEFAULT_NEVER_PAID,
  neverPaidChance,
  owedAsOf,
  partyKey,
  paymentTiming,
} from './invoices/paymentTiming.js';
export type { ExpectedFlows, ExpectedPayment } from './invoices/expectedPayments.js';
export { expectedPayments } from './invoices/expectedPayments.js';
export type { ReceivableRow, Receivables } from './invoices/receivables.js';
export { AGING_LABELS, AT_RISK_CHANCE, receivables } from './invoices/receivables.js';
export type { KnownTimings } from './forecast/engine/openItemFlows.js';
export {
  MAX_PLANNED_DESCRIPTION_LENGTH,
  plannedItemSchema,
  plannedItemsSchema,
} from './forecast/plannedItems.js';
export type {
  CategoryBreakdownRow,
  Report,
  ReportAccount,
  ReportExport,
  ReportOptions,
  ReportSummary,
  ReportType,
} from './reports/report.js';
export { buildReport, REPORT_TYPES, reportExport, reportExportFileName } from './reports/report.js';
export type { CashFlowStatement, StatementLine } from './reports/cashFlowStatement.js';
export { cashFlowStatement } from './reports/cashFlowStatement.js';
export type {
  SectionChoices,
  SectionedCashFlowStatement,
  StatementSection,
} from './reports/cashFlowSections.js';
export {
  cashFlowSectionOf,
  sectionChoices,
  sectionedStatement,
} from './reports/cashFlowSections.js';
export type { CashFlowSection } from './categories/cashFlowSection.js';
export {
  CASH_FLOW_SECTION_LABELS,
  CASH_FLOW_SECTION_TITLES,
  CASH_FLOW_SECTIONS,
} from './categories/cashFlowSection.js';
export type { ReportSheet, SheetCell, SheetFormula } from './reports/sheetLayout.js';
export { sheetRowNumber } from './reports/sheetLayout.js';
export type { ReportSheetOptions } from './reports/reportSheets.js';
export { reportPeriodText, reportSheets } from './reports/reportSheets.js';
export { columnName, statementSheet } from './reports/statementSheet.js';
export type { StatementSheetOptions } from './reports/statementSheet.js';
export type {
  BoardPack,
  BoardPackAccount,
  BoardPackInputs,
  BoardPackPayment,
  BoardPackScenario,
  BoardPackWeek,
} from './reports/boardPack.js';
export {
  BOARD_PACK_PAYMENTS,
  boardPack,
  boardPackAsOf,
  boardPackMonths,
} from './reports/boardPack.js';
export type { BoardPackSheetOptions } from './reports/boardPackSheets.js';
export { boardPackRunwayText, boardPackSheets } from './reports/boardPackSheets.js';
export { reportSheetsToCsv } from './reports/reportCsv.js';
export type { CsvRow } from './export/csv.js';
export { toCsv } from './export/csv.js';
export { neutraliseFormula } from './export/formula.js';
export type { ExportCurrencies } from './export/transactionsCsv.js';
export type { ConvertedCells } from './export/convertedAmounts.js';
export { convertedAmounts } from './export/convertedAmounts.js';
export {
  ACCOUNT_EXPORT_COLUMN,
  CURRENCY_EXPORT_COLUMNS,
  exportRowsToCsv,
  isTransactionExport,
  TRANSACTION_EXPORT_COLUMNS,
  transactionsExportFileName,
  transactionExportRows,
  transactionsToCsv,
} from './export/transactionsCsv.js';
export type { BalanceCheck } from './import/balanceCheck.js';
export type {
  AccountKindGuess,
  CardConventionReading,
  CardSignConvention,
} from './import/cardFile.js';
export {
  detectCardSignConvention,
  detectCardSignConventionPacked,
  flipSigns,
  guessAccountKind,
  guessStatementKind,
} from './import/cardFile.js';
export {
  checkAmountsAgainstBalance,
  checkAmountsAgainstBalanceOfColumns,
} from './import/balanceCheck.js';
export type { DecodedText, TextEncodingName } from './import/decodeBytes.js';
export { TEXT_ENCODINGS } from './import/decodeBytes.js';
export { decodeBytes, looksLikeText } from './import/decodeBytes.js';
export { HEURISTIC_PATTERNS, heuristicMapping } from './import/heuristicMapping.js';
export { importCsv, importCsvPacked } from './import/importCsv.js';
export { importedIdPrefix } from './import/importId.js';
export { importedRows, importedTransactions } from './import/importedTransactions.js';
export type { ImportedRows } from './import/importedTransactions.js';
export { plainImportedRun } from './import/plainImportedRun.js';
export type { ImportedRun } from './import/plainImportedRun.js';
export { IdHashSet, hashText, idLookup } from './transactions/idHashSet.js';
export type { IdLookup } from './transactions/idHashSet.js';
export type { PackedTransactions } from './import/packedTransactions.js';
export {
  packedBuffers,
  packedDescriptions,
  packTransactions,
  unpackTransactions,
} from './import/packedTransactions.js';
export {
  dailyTotals,
  hasBalance,
  packedRowNumbers,
  statementColumns,
} from './import/packedStatementRows.js';
export type {
  PackedDuplicates,
  PackedImportResult,
  PackedImportSummary,
} from './import/packedImportResult.js';
export {
  packedResultBuffers,
  packImportResult,
  unpackImportResult,
} from './import/packedImportResult.js';
export { decodeStatement } from './import/formats/decodeStatement.js';
export type { FileFormat } from './import/formats/detectFormat.js';
export { detectFormat, isZipArchive } from './import/formats/detectFormat.js';
export type { StatementImport, StatementInput } from './import/formats/importStatement.js';
export {
  importStatement,
  importStatementPacked,
  NOT_TEXT,
  WORKBOOK_NEEDS_SHEETS,
} from './import/formats/importStatement.js';
export type { SheetRows, WorkbookCell } from './import/formats/sheet/sheetRows.js';
export { cellText } from './import/formats/sheet/sheetRows.js';
export type { StatedBalance, StatementFormat } from './import/formats/statement.js';
export { FORMAT_NAMES } from './import/formats/statementSummary.js';
export {
  DEFAULT_DESCRIPTION,
  NEEDS_HEADER_AND_DATA,
  NO_VALID_TRANSACTIONS,
} from './import/planImport.js';
export { inferCategory } from './import/inferCategory.js';
export { DEFAULT_BANK_CATEGORIES, readFileCategory } from './categories/bankCategories.js';
export type { BankCategoryTable, FileCategory } from './categories/bankCategories.js';
export type { BuiltInCategory, CategoryDirection } from './categories/builtInCategories.js';
export type {
  CategoryDefinition,
  CategoryEdit,
  CategoryResult,
  CategoryState,
} from './categories/categoryOperations.js';
export {
  categoryCount,
  categoryDefinitionSchema,
  categoryNames,
  createCategory,
  deleteCategory,
  deleteConfirmation,
  mergeCategories,
  renameCategory,
  setCategoryGroup,
  setCategorySection,
} from './categories/categoryOperations.js';
export type { CategoryLine } from './categories/categoryOverview.js';
export { categoryGroup, categoryOverview } from './categories/categoryOverview.js';
export type {
  CategoryGrouper,
  GroupBreakdownRow,
  GroupSummary,
} from './categories/categoryGroups.js';
export { categoryGrouper, groupBreakdown, groupSummaries } from './categories/categoryGroups.js';
export type { ApplyRulesOptions, RuleChange, RuleEdit, RuleTarget } from './rules/applyRules.js';
export {
  applyRules,
  descriptionCategoriser,
  matchCount,
  matchCounts,
  previewRule,
  ruleTransferId,
  withRuleChanges,
} from './rules/applyRules.js';
export { withRulesPacked } from './rules/applyRulesPacked.js';
export type { Rule, RuleActions, RuleCondition } from './rules/ruleSchema.js';
export {
  ruleActionsSchema,
  ruleConditionSchema,
  ruleSchema,
  rulesSchema,
} from './rules/ruleSchema.js';
export type { RulesImport } from './rules/rulesJson.js';
export { parseRulesJson, RULES_FILE_VERSION, rulesToJson } from './rules/rulesJson.js';
export { MAX_PATTERN_LENGTH, patternProblem } from './rules/safePattern.js';
export type { RuleSuggestion } from './rules/suggestRule.js';
export { payeeAsWritten, suggestionSentence, suggestRule } from './rules/suggestRule.js';
export {
  MAX_SELECTION_OFFERS,
  SelectionOffers,
  suggestSelectionRules,
} from './rules/suggestSelectionRules.js';
export {
  BUILT_IN_CATEGORIES,
  FALLBACK_CATEGORY,
  UNCATEGORIZED,
} from './categories/builtInCategories.js';
export { detectDecimalSeparator, parseAmount } from './import/parseAmount.js';
export type {
  ColumnMapping,
  ColumnMappingChoice,
  ImportDateFormat,
  DecimalSeparator,
  Delimiter,
  ExistingTransaction,
  ImportDuplicate,
  ImportFailure,
  ImportFailureReading,
  ImportField,
  ImportIssue,
  ImportIssueKind,
  ImportOptions,
  ImportResult,
  FileCurrency,
  ImportSummary,
  StatementAccountFacts,
  StatementBalances,
  StatementFacts,
} from './import/types.js';
export { IMPORT_DATE_FORMATS, IMPORT_FIELDS } from './import/types.js';

export type { CompanyFacts, LegalPage, LegalText } from './content/siteContent.js';
export {
  companyFactsSchema,
  copyrightLine,
  DEFAULT_COMPANY_FACTS,
  LEGAL_PAGES,
  legalPageSchema,
  legalTextSchema,
  phoneHref,
} from './content/siteContent.js';

export type {
  CustomPeriodPreset,
  CustomReportDefinition,
  CustomReportFilters,
  CustomReportPeriod,
} from './reports/custom/definition.js';
export {
  CUSTOM_PERIOD_PRESETS,
  customReportDefinitionSchema,
  customReportFiltersSchema,
  customReportPeriodSchema,
} from './reports/custom/definition.js';
export type { CustomReportGrouping, GroupingSpec } from './reports/custom/groupings.js';
export { CUSTOM_REPORT_GROUPINGS, GROUPINGS } from './reports/custom/groupings.js';
export type { GroupingContext } from './reports/custom/groupings.js';
export type { CustomReport, CustomReportRow } from './reports/custom/customReport.js';
export { customReport } from './reports/custom/customReport.js';
export {
  CUSTOM_PERIOD_LABELS,
  customPeriodRange,
  customPeriodText,
} from './reports/custom/customPeriod.js';
export {
  customFiltersText,
  customReportFileName,
  customReportSheets,
} from './reports/custom/customReportSheets.js';

export {
  ledgerTransactionSchema,
  MAX_PAGE_SIZE,
  newTransactionsSchema,
  transactionEditResultSchema,
  transactionEditSchema,
  transactionFieldsSchema,
  transactionPageQuerySchema,
  transactionPageSchema,
  transactionsByIdResultSchema,
  transactionsByIdSchema,
  MAX_IDS_PER_READ,
  transactionBatchResultSchema,
  transactionBatchSchema,
} from './ledgerApi/ledgerTransaction.js';
export type {
  LedgerTransaction,
  TransactionEdit,
  TransactionEditResult,
  TransactionFields,
  TransactionPage,
  TransactionPageQuery,
  TransactionsById,
  TransactionBatch,
  TransactionBatchResult,
} from './ledgerApi/ledgerTransaction.js';
export {
  forEachColumnsRow,
  MAX_COLUMNS_PAGE_SIZE,
  rowsOfColumns,
  transactionColumnsOf,
  transactionColumnsPageSchema,
  transactionColumnsQuerySchema,
} from './ledgerApi/transactionColumnsPage.js';
export type {
  TransactionColumnsPage,
  TransactionColumnsQuery,
} from './ledgerApi/transactionColumnsPage.js';
export {
  importBatchSchema,
  importChunkSchema,
  importListSchema,
  importStartSchema,
  importStatusSchema,
  MAX_IMPORT_CHUNK,
  MAX_IMPORT_ROWS,
} from './ledgerApi/importBatch.js';
export type { ImportBatch } from './ledgerApi/importBatch.js';
export {
  auditPageSchema,
  auditQuerySchema,
  changesPageSchema,
  changesQuerySchema,
  ledgerChangeSchema,
  ledgerEntitySchema,
  ledgerOpSchema,
} from './ledgerApi/ledgerChange.js';
export { scheduledTaskListSchema, scheduledTaskRunSchema } from './ledgerApi/scheduledTasks.js';
export type { ScheduledTaskList } from './ledgerApi/scheduledTasks.js';
export type { AuditPage, LedgerChange, LedgerEntity, LedgerOp } from './ledgerApi/ledgerChange.js';
export {
  accountEditSchema,
  documentSaveSchema,
  ledgerAccountSchema,
  ledgerDocumentKindSchema,
  ledgerDocumentSchema,
  ledgerDocumentSchemas,
  newAccountSchema,
} from './ledgerApi/ledgerDocument.js';
export type { AccountEdit, LedgerAccount, LedgerDocumentKind } from './ledgerApi/ledgerDocument.js';
export {
  amountSchema,
  idSchema,
  MAX_AMOUNT,
  MAX_DESCRIPTION_LENGTH,
  MAX_NAME_LENGTH,
  MAX_NOTE_LENGTH,
  nameSchema,
  textSchema,
} from './inputLimits.js';
export { keepableTransaction } from './import/keepableTransaction.js';

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
} from './scenarios/scenarioSchema.js';
export type {
  LayerCadence,
  Scenario,
  ScenarioLayer,
  ScenarioLayerType,
  SeriesTarget,
} from './scenarios/scenarioSchema.js';
export { loanSchedule } from './scenarios/loanSchedule.js';
export type { LoanRepayment, LoanTerms } from './scenarios/loanSchedule.js';
export { hireMonthlyCents } from './scenarios/layerMovements.js';
export { applyScenario, baseScenarioForecast } from './scenarios/applyScenario.js';
export type { LowestPoint, ScenarioBase, ScenarioForecast } from './scenarios/applyScenario.js';
export { COMPARED_WEEK, scenarioDifference } from './scenarios/scenarioDifference.js';
export type { ScenarioDifference } from './scenarios/scenarioDifference.js';
export {
  compareScenarios,
  forecastRunway,
  MAX_COMPARED_SCENARIOS,
} from './scenarios/scenarioComparison.js';
export type {
  ComparedScenario,
  ForecastRunway,
  ScenarioComparison,
} from './scenarios/scenarioComparison.js';
export { boardPackScenarios } from './scenarios/boardPackScenarios.js';
export { LAYER_TYPE_LABELS, layerSummary } from './scenarios/layerText.js';
export { FORECAST_ENGINE_VERSION } from './forecast/engineVersion.js';
export {
  FROZEN_WEEKS,
  freezeForecasts,
  freezeWeek,
  frozenForecastSchema,
} from './scenarios/frozenForecast.js';
export type { FrozenForecast } from './scenarios/frozenForecast.js';
export type { Rate } from './currency/rate.js';
export {
  convertCents,
  divideRates,
  MAX_RATE_DECIMALS,
  parseRate,
  rateText,
  UNIT_RATE,
} from './currency/rate.js';
export type { MissingRate, RateLookup, RateQuote, RateTable } from './currency/rateTable.js';
export {
  exchangeRate,
  latestRateDate,
  MAX_RATE_AGE_DAYS,
  rateTable,
  withImpliedQuotes,
} from './currency/rateTable.js';
export type { CurrencyTransfer } from './currency/impliedTransferRates.js';
export {
  currencyTransfers,
  impliedRateSentence,
  impliedTransferRates,
  withTransferRates,
} from './currency/impliedTransferRates.js';
export type { ConvertedTotal, DatedAmount } from './currency/convert.js';
export { sumConverted } from './currency/convert.js';
export type { EcbRates, EcbRatesResult } from './currency/ecbRates.js';
export { ECB_BASE_CURRENCY, parseEcbRates } from './currency/ecbRates.js';
export type { RateRowError, RatesCsvResult } from './currency/ratesCsv.js';
export { parseRatesCsv } from './currency/ratesCsv.js';
export type { LedgerConverter, MissingFlow, Reporting } from './currency/ledgerConverter.js';
export { ledgerConverter } from './currency/ledgerConverter.js';
export type { ConvertedBalances } from './currency/convertBalances.js';
export { balancesInCurrency } from './currency/convertBalances.js';
export type {
  ConsolidatedFigure,
  ConsolidatedScanOptions,
  CurrencyNote,
  MissingRateNote,
} from './analytics/consolidatedScan.js';
export { consolidatedScan } from './analytics/consolidatedScan.js';
export type {
  ConsolidatedAnalysis,
  ConsolidatedAnalyzeOptions,
} from './analytics/analyzeConsolidated.js';
export { analyzeConsolidated } from './analytics/analyzeConsolidated.js';
export type { DetectTransfersOptions } from './accounts/detectTransfers.js';
export type { CrossCurrencyPair, ExchangeDifference } from './accounts/crossCurrencyTransfers.js';
export {
  CROSS_CURRENCY_TOLERANCE,
  crossCurrencyTransfers,
} from './accounts/crossCurrencyTransfers.js';
export type { Locale } from './format/locale.js';
export {
  DEFAULT_LOCALE,
  formatLocaleDate,
  formatLocaleMoney,
  LOCALES,
  localeSchema,
  suggestedCurrency,
} from './format/locale.js';
export type { RateRow } from './currency/rateSchema.js';
export {
  currencyCodeSchema,
  rateRowOf,
  rateRowSchema,
  rateTableOfRows,
  rateTextSchema,
} from './currency/rateSchema.js';
export type { ExchangeResult } from './currency/transferLegs.js';
export { scenarioSheets } from './scenarios/scenarioSheets.js';
export {
  ACTUAL_HORIZONS,
  againstActualSentence,
  forecastAgainstActual,
} from './scenarios/forecastAgainstActual.js';
export type {
  ActualHorizon,
  AgainstActualCurrencies,
  ForecastAgainstActual,
  FrozenCheck,
  HorizonAgainstActual,
} from './scenarios/forecastAgainstActual.js';
export { changesOf, fieldChangesBetween, withFieldChanges } from './ledgerCommands/fieldChanges.js';
export {
  importRecordSchema,
  ledgerCommandSchema,
  ledgerSettingsSchema,
  transactionPatchSchema,
} from './ledgerCommands/ledgerCommand.js';
export type {
  ImportRecord,
  LedgerCommand,
  LedgerSettings,
  TransactionPatch,
} from './ledgerCommands/ledgerCommand.js';
export {
  applyCommand,
  applyCommands,
  applyPatchesAt,
  createdRowCheck,
  LedgerCommandError,
  patchedAt,
  withRowsPatchedAt,
} from './ledgerCommands/applyCommand.js';
export type { LedgerState, RowsPatchedAt } from './ledgerCommands/applyCommand.js';
export { applyToColumns, columnLedgerOf, stateOfColumns } from './ledgerColumns/columnLedger.js';
export type { ColumnLedger, TableChange } from './ledgerColumns/columnLedger.js';
export { rowsAt, selectRows, totalsOfRows } from './ledgerColumns/selectRows.js';
export type { RowCriteria } from './ledgerColumns/selectRows.js';
export { TransactionTable } from './ledgerColumns/transactionTable.js';
export { ISO_4217_CODES, isIsoCurrencyCode, isoCurrencyCodeSchema } from './currency/iso4217.js';

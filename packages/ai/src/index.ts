export { AI_CATEGORIES, categorizeByKeywords } from './categories.js';
export type { CsvInsight, CsvInsightOutcome } from './csvInsight.js';
export { CSV_INSIGHT_MAX_TOKENS, CSV_INSIGHT_TEMPERATURE, analyseCsv } from './csvInsight.js';
export { FORECAST_MAX_TOKENS, FORECAST_TEMPERATURE } from './forecast/forecastParameters.js';
export type { ForecastFacts } from './forecast/forecastPrompt.js';
export { forecastFacts, forecastWeekLabels } from './forecast/forecastPrompt.js';
export type { ForecastOutcome, PredictCashFlowOptions } from './forecast/predictCashFlow.js';
export { predictCashFlow } from './forecast/predictCashFlow.js';
export {
  AiCallError,
  CANCELLED_MESSAGE,
  completeForForecast,
  completeForImport,
  truncatedMessage,
} from './helpers.js';
export type {
  ColumnMappingOutcome,
  ColumnMappingResult,
  MapColumnsOptions,
} from './mapping/columnMapping.js';
export {
  MAPPING_MAX_TOKENS,
  MAPPING_TEMPERATURE,
  mapColumns,
  parseColumnMappingReply,
} from './mapping/columnMapping.js';
export { STANDARD_FIELDS } from './mapping/standardFields.js';
export type {
  ChatRequest,
  FetchLike,
  GatewayReply,
  OpenRouterClient,
  OpenRouterClientOptions,
} from './openRouterClient.js';
export {
  APP_TITLE,
  DEFAULT_AI_MODEL,
  DEFAULT_AI_TIMEOUT_MS,
  DEFAULT_OPENROUTER_BASE_URL,
  createOpenRouterClient,
} from './openRouterClient.js';
export { PROVIDER_NAME, missingKeyMessage } from './provider.js';
export type {
  ApplyTransformationsOptions,
  TransformationLog,
} from './transform/applyTransformations.js';
export {
  applyTransformations,
  transformationErrorMessage,
} from './transform/applyTransformations.js';
export type { BatchCategories } from './transform/categorizeBatch.js';
export {
  CATEGORIZE_BATCH_SIZE,
  CATEGORIZE_MAX_TOKENS,
  CATEGORIZE_TEMPERATURE,
  categorizeBatch,
  categorizeMaxTokens,
} from './transform/categorizeBatch.js';
export type {
  CategorisationProgress,
  CategorisationReport,
  CategorisedBy,
  CategorizeRowsOptions,
} from './transform/categorizeRows.js';
export {
  CATEGORIZE_CONCURRENCY,
  EMPTY_ANSWER,
  NO_DESCRIPTION,
  categorizeRows,
} from './transform/categorizeRows.js';
export { normaliseDescription } from './transform/normaliseDescription.js';
export type { TargetVerdict } from './transform/targetColumn.js';
export { targetVerdict } from './transform/targetColumn.js';
export type { SuggestTransformationsOptions } from './transform/suggestTransformations.js';
export {
  ALREADY_CATEGORISED_REASONING,
  BAD_SUGGESTION_REPLY,
  NOT_CONFIGURED_FOR_SUGGESTIONS,
  SUGGESTION_MAX_TOKENS,
  SUGGESTION_SAMPLE_ROWS,
  SUGGESTION_TEMPERATURE,
  parseSuggestionReply,
  suggestTransformations,
} from './transform/suggestTransformations.js';
export { transformedExportFileName, transformedFileName } from './transform/transformedFileName.js';
export type {
  CellValue,
  DataRow,
  TransformationOutcome,
  TransformationResult,
  TransformationSuggestion,
  TransformationSuggestions,
  TransformationType,
} from './transform/transformationTypes.js';
export {
  TRANSFORMATION_TYPES,
  transformationSuggestionSchema,
} from './transform/transformationTypes.js';
export type { ChatCompletionBody, ChatMessage } from './wireFormat.js';
export { chatCompletionSchema, chatMessageSchema, gatewayErrorBodySchema } from './wireFormat.js';
export type { AiCall, Json } from './aiCall.js';
export { aiCallSchema } from './aiCall.js';
export { aiCallRequest } from './aiCallRequest.js';

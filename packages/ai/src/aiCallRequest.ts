import type { AiCall } from './aiCall.js';
import { CSV_INSIGHT_MAX_TOKENS, CSV_INSIGHT_TEMPERATURE, insightMessages } from './csvInsight.js';
import { FORECAST_MAX_TOKENS, FORECAST_TEMPERATURE } from './forecast/forecastParameters.js';
import { forecastMessages } from './forecast/forecastPrompt.js';
import {
  MAPPING_MAX_TOKENS,
  MAPPING_TEMPERATURE,
  mappingMessages,
} from './mapping/columnMapping.js';
import type { ChatRequest } from './openRouterClient.js';
import {
  CATEGORIZE_TEMPERATURE,
  categorizeMaxTokens,
  categorizeMessages,
} from './transform/categorizeBatch.js';
import {
  SUGGESTION_MAX_TOKENS,
  SUGGESTION_TEMPERATURE,
  suggestionMessages,
} from './transform/suggestTransformations.js';

/**
 * The chat request one of Cashline's calls makes: its prompt, temperature and max_tokens, built
 * from the call's data alone. The browser uses it with its own key, the server's proxy with its.
 */
export function aiCallRequest(call: AiCall): ChatRequest {
  switch (call.call) {
    case 'column mapping':
      return {
        call,
        messages: mappingMessages(call.headers),
        temperature: MAPPING_TEMPERATURE,
        maxTokens: MAPPING_MAX_TOKENS,
      };
    case 'transformation suggestion':
      return {
        call,
        messages: suggestionMessages(call.headers, call.rows),
        temperature: SUGGESTION_TEMPERATURE,
        maxTokens: SUGGESTION_MAX_TOKENS,
      };
    case 'batch categorisation':
      return {
        call,
        messages: categorizeMessages(call.descriptions, call.guidance),
        temperature: CATEGORIZE_TEMPERATURE,
        maxTokens: categorizeMaxTokens(call.descriptions.length),
      };
    case 'forecast':
      return {
        call,
        messages: forecastMessages(call.facts, call.asOf),
        temperature: FORECAST_TEMPERATURE,
        maxTokens: FORECAST_MAX_TOKENS,
      };
    case 'CSV insight':
      return {
        call,
        messages: insightMessages(call.headers, call.firstRow),
        temperature: CSV_INSIGHT_TEMPERATURE,
        maxTokens: CSV_INSIGHT_MAX_TOKENS,
      };
  }
}

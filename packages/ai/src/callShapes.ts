import { CSV_INSIGHT_MAX_TOKENS, CSV_INSIGHT_TEMPERATURE } from './csvInsight.js';
import { FORECAST_MAX_TOKENS, FORECAST_TEMPERATURE } from './forecast/forecastParameters.js';
import { MAPPING_MAX_TOKENS, MAPPING_TEMPERATURE } from './mapping/columnMapping.js';
import { CATEGORIZE_MAX_TOKENS, CATEGORIZE_TEMPERATURE } from './transform/categorizeBatch.js';
import {
  SUGGESTION_MAX_TOKENS,
  SUGGESTION_TEMPERATURE,
} from './transform/suggestTransformations.js';

export type AiCallShape = {
  call: string;
  temperature: number;
  maxTokens: number;
  /** max_tokens is sized to the batch: any whole number from 1 up to `maxTokens`. */
  sizedToBatch?: true;
};

/**
 * Every call Cashline makes (ai.md section 7, with decisions.md's batched categorisation), so a
 * proxy can refuse anything else.
 */
export const AI_CALL_SHAPES: readonly AiCallShape[] = [
  { call: 'column mapping', temperature: MAPPING_TEMPERATURE, maxTokens: MAPPING_MAX_TOKENS },
  {
    call: 'transformation suggestion',
    temperature: SUGGESTION_TEMPERATURE,
    maxTokens: SUGGESTION_MAX_TOKENS,
  },
  {
    call: 'batch categorisation',
    temperature: CATEGORIZE_TEMPERATURE,
    maxTokens: CATEGORIZE_MAX_TOKENS,
    sizedToBatch: true,
  },
  { call: 'forecast', temperature: FORECAST_TEMPERATURE, maxTokens: FORECAST_MAX_TOKENS },
  { call: 'CSV insight', temperature: CSV_INSIGHT_TEMPERATURE, maxTokens: CSV_INSIGHT_MAX_TOKENS },
];

export function isCashlineCallShape(temperature: number, maxTokens: number): boolean {
  return AI_CALL_SHAPES.some(
    (shape) =>
      shape.temperature === temperature &&
      (shape.sizedToBatch
        ? Number.isInteger(maxTokens) && maxTokens >= 1 && maxTokens <= shape.maxTokens
        : shape.maxTokens === maxTokens),
  );
}

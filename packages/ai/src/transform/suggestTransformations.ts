import { z } from 'zod';
import { clipCell, clipText } from '../aiCall.js';
import { AI_CATEGORIES } from '../categories.js';
import { completeForImport } from '../helpers.js';
import { parseModelJson } from '../modelJson.js';
import type { OpenRouterClient } from '../openRouterClient.js';
import type { ChatMessage } from '../wireFormat.js';
import { transformationSuggestionSchema } from './transformationTypes.js';
import type { DataRow, TransformationSuggestions } from './transformationTypes.js';

export const SUGGESTION_TEMPERATURE = 0.3;
export const SUGGESTION_MAX_TOKENS = 2000;
/** ai.md section 9: rows shown to the model. */
export const SUGGESTION_SAMPLE_ROWS = 5;

export const NOT_CONFIGURED_FOR_SUGGESTIONS =
  'AI service not configured. Cannot suggest transformations.';
export const BAD_SUGGESTION_REPLY = 'Failed to parse AI transformation response';
export const ALREADY_CATEGORISED_REASONING =
  'The data already has category fields, so no categorisation is needed.';

const suggestionReplySchema = z.object({
  suggestions: z.array(z.unknown()),
  confidence: z.number().optional(),
  reasoning: z.string().optional(),
});

function hasCategoryHeader(headers: readonly string[]): boolean {
  return headers.some((header) => /category|subcategory/i.test(header));
}

export function suggestionMessages(
  headers: readonly string[],
  sample: readonly DataRow[],
): ChatMessage[] {
  return [
    {
      role: 'system',
      content:
        'You propose data transformations for bank-statement CSV data. ' +
        'Answer with one JSON object and nothing else.',
    },
    {
      role: 'user',
      content:
        `Headers: ${JSON.stringify(headers)}\n` +
        `First ${sample.length} rows: ${JSON.stringify(sample)}\n\n` +
        'Possible transformation types:\n' +
        `- categorize: a category for each row from ${JSON.stringify(AI_CATEGORIES)}, read from sourceColumn\n` +
        '- calculate: formula "running_total" only, the cumulative sum of a numeric sourceColumn\n' +
        '- enrich: the merchant name taken from sourceColumn (its name must contain "merchant")\n' +
        '- clean: trims text and collapses repeated spaces in sourceColumn\n\n' +
        'Return {"suggestions": [{"id": string, "name": string, "description": string, ' +
        '"sourceColumn": <one of the headers>, "targetColumn": string, "transformationType": ' +
        '"categorize"|"calculate"|"enrich"|"clean", "aiPrompt": string, "formula": string}], ' +
        '"confidence": <number from 0 to 1>, "reasoning": string}.',
    },
  ];
}

/** Reads the model's suggestions; anything unusable gives the spec's message. */
export function parseSuggestionReply(
  content: string,
  headers: readonly string[],
): TransformationSuggestions {
  const json = parseModelJson(content);
  const reply = json.ok ? suggestionReplySchema.safeParse(json.value) : undefined;
  if (!reply?.success) throw new Error(BAD_SUGGESTION_REPLY);
  const suggestions = reply.data.suggestions
    .map((raw, index) =>
      transformationSuggestionSchema.safeParse(
        typeof raw === 'object' && raw !== null && !('id' in raw)
          ? { ...raw, id: `suggestion-${index + 1}` }
          : raw,
      ),
    )
    .filter((parsed) => parsed.success)
    .map((parsed) => parsed.data)
    // A suggestion over a column the file does not have could never be applied.
    .filter((suggestion) => headers.includes(suggestion.sourceColumn));
  const confidence = reply.data.confidence ?? 0;
  return {
    suggestions,
    confidence: Number.isFinite(confidence) ? Math.min(1, Math.max(0, confidence)) : 0,
    reasoning: reply.data.reasoning ?? '',
  };
}

export type SuggestTransformationsOptions = { client: OpenRouterClient };

/**
 * Transformation suggestion (ai.md section 4): data that already has a category column needs none;
 * otherwise the headers and the first 5 rows go to the model. Failures are thrown with their message.
 */
export async function suggestTransformations(
  headers: readonly string[],
  rows: readonly DataRow[],
  { client }: SuggestTransformationsOptions,
): Promise<TransformationSuggestions> {
  if (hasCategoryHeader(headers)) {
    return { suggestions: [], confidence: 1, reasoning: ALREADY_CATEGORISED_REASONING };
  }
  if (!client.isConfigured) throw new Error(NOT_CONFIGURED_FOR_SUGGESTIONS);
  const sample = rows
    .slice(0, SUGGESTION_SAMPLE_ROWS)
    .map((row) =>
      Object.fromEntries(Object.entries(row).map(([k, v]) => [clipText(k), clipCell(v)])),
    );
  const clipped = headers.map(clipText);
  const content = await completeForImport(client, {
    call: { call: 'transformation suggestion', headers: clipped, rows: sample },
    messages: suggestionMessages(clipped, sample),
    temperature: SUGGESTION_TEMPERATURE,
    maxTokens: SUGGESTION_MAX_TOKENS,
  });
  return parseSuggestionReply(content, headers);
}

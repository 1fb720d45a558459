import { heuristicMapping } from '@cashline/core';
import type { ColumnMapping } from '@cashline/core';
import { z } from 'zod';
import { clipCell, clipText } from './aiCall.js';
import { AI_CATEGORIES, categorizeByKeywords } from './categories.js';
import { completeForForecast } from './helpers.js';
import { FIELD_MEANINGS, STANDARD_FIELDS } from './mapping/standardFields.js';
import { parseModelJson } from './modelJson.js';
import type { OpenRouterClient } from './openRouterClient.js';
import type { CellValue } from './transform/transformationTypes.js';
import type { ChatMessage } from './wireFormat.js';

export const CSV_INSIGHT_TEMPERATURE = 0;
export const CSV_INSIGHT_MAX_TOKENS = 2000;

/** ai.md section 3: the CSV insight result. */
export type CsvInsight = {
  columnMapping: { mapping: ColumnMapping; confidence: number; notes: string };
  suggestedCategoryForFirstRow: { category: string; confidence: number; reasoning: string };
};

export type CsvInsightOutcome =
  ({ source: 'ai' } & CsvInsight) | ({ source: 'fallback'; error: string } & CsvInsight);

const confidenceSchema = z
  .number()
  .catch(0)
  .default(0)
  .transform((n) => Math.min(1, Math.max(0, n)));

const insightReplySchema = z.object({
  columnMapping: z.object({
    mapping: z.record(z.string(), z.unknown()),
    confidence: confidenceSchema,
    notes: z.string().catch('').default(''),
  }),
  firstRowAnalysis: z.object({
    category: z.string().min(1),
    confidence: confidenceSchema,
    reasoning: z.string().catch('').default(''),
  }),
});

export function insightMessages(
  headers: readonly string[],
  firstRow: readonly CellValue[],
): ChatMessage[] {
  const fields = STANDARD_FIELDS.map((field) => `- ${field}: ${FIELD_MEANINGS[field]}`).join('\n');
  return [
    {
      role: 'system',
      content:
        'You analyse bank-statement CSV files for a cash-flow application. ' +
        'Answer with one JSON object and nothing else.',
    },
    {
      role: 'user',
      content:
        `Standard fields:\n${fields}\n\nHeaders: ${JSON.stringify(headers)}\n` +
        `First data row: ${JSON.stringify(firstRow)}\n` +
        `Categories: ${JSON.stringify(AI_CATEGORIES)}\n\n` +
        'Return {"columnMapping": {"mapping": {"<field>": "<header exactly as written, or null>"}, ' +
        '"confidence": <0 to 1>, "notes": string}, "firstRowAnalysis": {"category": <one of the ' +
        'categories>, "confidence": <0 to 1>, "reasoning": string}}.',
    },
  ];
}

function realHeadersOnly(raw: Record<string, unknown>, headers: readonly string[]): ColumnMapping {
  const mapping: ColumnMapping = {};
  for (const field of STANDARD_FIELDS) {
    const value = raw[field];
    if (typeof value === 'string' && value !== '' && value !== 'null' && headers.includes(value)) {
      mapping[field] = value;
    }
  }
  return mapping;
}

function fallbackInsight(headers: readonly string[], firstRow: readonly CellValue[]): CsvInsight {
  const mapping = heuristicMapping(headers);
  const descriptionIndex = mapping.description ? headers.indexOf(mapping.description) : -1;
  return {
    columnMapping: { mapping, confidence: 0, notes: 'Mapped by header names.' },
    suggestedCategoryForFirstRow: {
      category: categorizeByKeywords(firstRow[descriptionIndex]),
      confidence: 0,
      reasoning: 'Categorised by keywords in the description.',
    },
  };
}

/**
 * The CSV insight (ai.md section 7, forecast helper at 0 / 2000): the headers and the first data row
 * go to the model, which proposes a mapping and a category for that row. On any failure the heuristic
 * mapping and the keyword categoriser answer instead.
 */
export async function analyseCsv(
  headers: readonly string[],
  firstRow: readonly CellValue[],
  { client }: { client: OpenRouterClient },
): Promise<CsvInsightOutcome> {
  try {
    const content = await completeForForecast(client, {
      call: {
        call: 'CSV insight',
        headers: headers.map(clipText),
        firstRow: firstRow.map(clipCell),
      },
      messages: insightMessages(headers.map(clipText), firstRow.map(clipCell)),
      temperature: CSV_INSIGHT_TEMPERATURE,
      maxTokens: CSV_INSIGHT_MAX_TOKENS,
    });
    const json = parseModelJson(content);
    const reply = json.ok ? insightReplySchema.safeParse(json.value) : undefined;
    if (!reply?.success) throw new Error(`Failed to parse JSON from AI. Raw content: ${content}`);
    const { columnMapping, firstRowAnalysis } = reply.data;
    return {
      source: 'ai',
      columnMapping: {
        mapping: realHeadersOnly(columnMapping.mapping, headers),
        confidence: columnMapping.confidence,
        notes: columnMapping.notes,
      },
      suggestedCategoryForFirstRow: firstRowAnalysis,
    };
  } catch (err) {
    return {
      source: 'fallback',
      error: err instanceof Error ? err.message : String(err),
      ...fallbackInsight(headers, firstRow),
    };
  }
}

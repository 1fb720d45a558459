import { heuristicMapping } from '@cashline/core';
import type { ColumnMapping } from '@cashline/core';
import { z } from 'zod';
import { clipText } from '../aiCall.js';
import { completeForImport } from '../helpers.js';
import { parseModelJson } from '../modelJson.js';
import type { OpenRouterClient } from '../openRouterClient.js';
import type { ChatMessage } from '../wireFormat.js';
import { FIELD_MEANINGS, STANDARD_FIELDS } from './standardFields.js';

export type ColumnMappingResult = { mapping: ColumnMapping; confidence: number; notes: string };

export type ColumnMappingOutcome =
  | ({ source: 'ai' } & ColumnMappingResult)
  | ({ source: 'fallback'; error: string } & ColumnMappingResult);

export const MAPPING_TEMPERATURE = 0.1;
export const MAPPING_MAX_TOKENS = 500;

const mappingReplySchema = z.object({
  mapping: z.record(z.string(), z.unknown()).optional(),
  confidence: z.number().optional(),
  notes: z.string().optional(),
});

export function mappingMessages(headers: readonly string[]): ChatMessage[] {
  const fields = STANDARD_FIELDS.map((field) => `- ${field}: ${FIELD_MEANINGS[field]}`).join('\n');
  return [
    {
      role: 'system',
      content:
        'You map the column headers of a bank-statement CSV file to standard transaction fields. ' +
        'Answer with one JSON object and nothing else.',
    },
    {
      role: 'user',
      content:
        `Standard fields:\n${fields}\n\nCSV headers: ${JSON.stringify(headers)}\n\n` +
        'Return {"mapping": {"<field>": "<header exactly as written, or null>"}, ' +
        '"confidence": <number from 0 to 1>, "notes": "<one short sentence>"}. ' +
        'Leave a field null when no header fits it.',
    },
  ];
}

function clampConfidence(value: number | undefined): number {
  if (value === undefined || !Number.isFinite(value)) return 0;
  return Math.min(1, Math.max(0, value));
}

/** ai.md section 4: keep a model value only when it is exactly one of the real headers. */
function keepRealHeaders(raw: Record<string, unknown>, headers: readonly string[]): ColumnMapping {
  const mapping: ColumnMapping = {};
  for (const field of STANDARD_FIELDS) {
    const value = raw[field];
    if (typeof value !== 'string' || value === '' || value === 'null') continue;
    if (headers.includes(value)) mapping[field] = value;
  }
  return mapping;
}

/**
 * Reads the model's mapping reply (ai.md section 5). Throws the spec's messages for an empty reply
 * and for JSON it cannot parse.
 */
export function parseColumnMappingReply(
  content: string,
  headers: readonly string[],
): ColumnMappingResult {
  if (!content.trim()) {
    throw new Error('No content received from AI model for column mapping parsing.');
  }
  const json = parseModelJson(content);
  if (!json.ok) throw new Error(`Failed to parse JSON from AI. Raw content: ${content}`);
  const reply = mappingReplySchema.safeParse(json.value);
  if (!reply.success) throw new Error(`Failed to parse JSON from AI. Raw content: ${content}`);
  // Some models answer with the bare field-to-header object instead of wrapping it in "mapping".
  const raw = reply.data.mapping ?? (json.value as Record<string, unknown>);
  return {
    mapping: keepRealHeaders(raw, headers),
    confidence: clampConfidence(reply.data.confidence),
    notes: reply.data.notes ?? '',
  };
}

export type MapColumnsOptions = { client: OpenRouterClient };

/**
 * Column mapping (ai.md sections 4 and 7): only the headers are sent. Any failure falls back
 * silently to the heuristic mapping; the outcome says so, for the import page's message.
 */
export async function mapColumns(
  headers: readonly string[],
  { client }: MapColumnsOptions,
): Promise<ColumnMappingOutcome> {
  try {
    const clipped = headers.map(clipText);
    const content = await completeForImport(client, {
      call: { call: 'column mapping', headers: clipped },
      messages: mappingMessages(clipped),
      temperature: MAPPING_TEMPERATURE,
      maxTokens: MAPPING_MAX_TOKENS,
    });
    const result = parseColumnMappingReply(content, headers);
    if (Object.keys(result.mapping).length === 0) {
      throw new Error('The AI mapping named none of the CSV headers.');
    }
    return { source: 'ai', ...result };
  } catch (err) {
    return {
      source: 'fallback',
      mapping: heuristicMapping(headers),
      confidence: 0,
      notes: 'Mapped by header names.',
      error: err instanceof Error ? err.message : String(err),
    };
  }
}

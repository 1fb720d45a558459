import { z } from 'zod';
import { AI_CATEGORIES, categorizeByKeywords } from '../categories.js';
import { completeForImport } from '../helpers.js';
import { parseModelJson } from '../modelJson.js';
import type { OpenRouterClient } from '../openRouterClient.js';
import type { ChatMessage } from '../wireFormat.js';

export const CATEGORIZE_TEMPERATURE = 0.1;
export const CATEGORIZE_MAX_TOKENS = 1000;

export type BatchCategories = {
  categories: string[];
  /** 'ai' when the model's list was used (its empty entries still fall back per row). */
  source: 'ai' | 'fallback';
  error?: string;
};

const categoryListSchema = z.array(z.unknown());
const wrappedListSchema = z.object({ categories: categoryListSchema });

function categorizeMessages(
  values: readonly unknown[],
  guidance: string | undefined,
): ChatMessage[] {
  return [
    {
      role: 'system',
      content: 'You categorise bank transactions. Answer with one JSON object and nothing else.',
    },
    {
      role: 'user',
      content:
        `Categories: ${JSON.stringify(AI_CATEGORIES)}\n` +
        (guidance ? `Guidance: ${guidance}\n` : '') +
        `Transactions (${values.length}): ${JSON.stringify(values)}\n\n` +
        `Return {"categories": [...]} with exactly ${values.length} entries, one category per ` +
        'transaction, in the same order.',
    },
  ];
}

/** The model's list, whether bare or wrapped in {"categories": [...]} (JSON mode needs an object). */
function listOf(value: unknown): unknown[] | undefined {
  const bare = categoryListSchema.safeParse(value);
  if (bare.success) return bare.data;
  const wrapped = wrappedListSchema.safeParse(value);
  return wrapped.success ? wrapped.data.categories : undefined;
}

/**
 * Batch categorisation (ai.md section 4): every value in one call. A reply that is not a list of the
 * same length, or a failed call, gives the keyword categoriser for every row; an empty entry gives
 * it for that row only.
 */
export async function categorizeBatch(
  values: readonly unknown[],
  { client, guidance }: { client: OpenRouterClient; guidance?: string },
): Promise<BatchCategories> {
  const byKeywords = (): string[] => values.map(categorizeByKeywords);
  if (values.length === 0) return { categories: [], source: 'ai' };
  try {
    const content = await completeForImport(client, {
      messages: categorizeMessages(values, guidance),
      temperature: CATEGORIZE_TEMPERATURE,
      maxTokens: CATEGORIZE_MAX_TOKENS,
    });
    const json = parseModelJson(content);
    const list = json.ok ? listOf(json.value) : undefined;
    if (!list || list.length !== values.length) {
      return {
        categories: byKeywords(),
        source: 'fallback',
        error: `The AI reply is not a list of ${values.length} categories.`,
      };
    }
    const categories = list.map((entry, index) =>
      typeof entry === 'string' && entry.trim() !== ''
        ? entry.trim()
        : categorizeByKeywords(values[index]),
    );
    return { categories, source: 'ai' };
  } catch (err) {
    return {
      categories: byKeywords(),
      source: 'fallback',
      error: err instanceof Error ? err.message : String(err),
    };
  }
}

import { z } from 'zod';
import { clipText } from '../aiCall.js';
import { AI_CATEGORIES } from '../categories.js';
import { completeForImport } from '../helpers.js';
import { parseModelJson } from '../modelJson.js';
import type { OpenRouterClient } from '../openRouterClient.js';
import type { ChatMessage } from '../wireFormat.js';

export const CATEGORIZE_TEMPERATURE = 0.1;
/** decisions.md: at most 200 distinct descriptions in one call. */
export const CATEGORIZE_BATCH_SIZE = 200;
/** A category costs up to 6 tokens in a JSON list (`"Transportation",`); 8 leaves room. */
export const CATEGORIZE_TOKENS_PER_ROW = 8;
/** The reply's wrapper (`{"categories": [` ... `]}`) and some slack. */
export const CATEGORIZE_TOKEN_MARGIN = 64;
/** The largest max_tokens a categorisation call asks for: a full batch. */
export const CATEGORIZE_MAX_TOKENS =
  CATEGORIZE_BATCH_SIZE * CATEGORIZE_TOKENS_PER_ROW + CATEGORIZE_TOKEN_MARGIN;

/** max_tokens for a batch of `count` descriptions: enough for the whole answer. */
export function categorizeMaxTokens(count: number): number {
  return count * CATEGORIZE_TOKENS_PER_ROW + CATEGORIZE_TOKEN_MARGIN;
}

/** One batch's answer: a category per description (null where the model gave none), or why not. */
export type BatchCategories =
  { ok: true; categories: (string | null)[] } | { ok: false; error: string };

const categoryListSchema = z.array(z.unknown());
const wrappedListSchema = z.object({ categories: categoryListSchema });

export function categorizeMessages(
  descriptions: readonly string[],
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
        (guidance ? `Guidance: ${guidance.replace(/\s+/g, ' ')}\n` : '') +
        `Transactions (${descriptions.length}): ${JSON.stringify(descriptions)}\n\n` +
        `Return {"categories": [...]} with exactly ${descriptions.length} entries, one category ` +
        'per transaction, in the same order.',
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
 * One categorisation call for up to CATEGORIZE_BATCH_SIZE descriptions, with max_tokens sized to
 * the batch. A failed call, a reply cut off at max_tokens, or a list of the wrong length is a
 * failure of the whole batch; an empty entry is null, for its row alone to fall back.
 */
export async function categorizeBatch(
  descriptions: readonly string[],
  options: { client: OpenRouterClient; guidance?: string; signal?: AbortSignal },
): Promise<BatchCategories> {
  if (descriptions.length === 0) return { ok: true, categories: [] };
  const clipped = descriptions.map(clipText);
  const guidance = options.guidance === undefined ? undefined : clipText(options.guidance);
  try {
    const content = await completeForImport(options.client, {
      call: {
        call: 'batch categorisation',
        descriptions: clipped,
        ...(guidance ? { guidance } : {}),
      },
      messages: categorizeMessages(clipped, guidance),
      temperature: CATEGORIZE_TEMPERATURE,
      maxTokens: categorizeMaxTokens(descriptions.length),
      signal: options.signal,
    });
    const json = parseModelJson(content);
    const list = json.ok ? listOf(json.value) : undefined;
    if (!list || list.length !== descriptions.length) {
      return {
        ok: false,
        error: `The AI reply is not a list of ${descriptions.length} categories.`,
      };
    }
    return {
      ok: true,
      categories: list.map((entry) =>
        typeof entry === 'string' && entry.trim() !== '' ? entry.trim() : null,
      ),
    };
  } catch (err) {
    return { ok: false, error: err instanceof Error ? err.message : String(err) };
  }
}

import { categorizeByKeywords } from '../categories.js';
import { CANCELLED_MESSAGE } from '../helpers.js';
import type { OpenRouterClient } from '../openRouterClient.js';
import { CATEGORIZE_BATCH_SIZE, categorizeBatch } from './categorizeBatch.js';
import { normaliseDescription } from './normaliseDescription.js';

/** decisions.md: a few batches in flight, not more. */
export const CATEGORIZE_CONCURRENCY = 3;
export const NO_DESCRIPTION = 'The description has no words to categorise.';
export const EMPTY_ANSWER = 'The AI gave no category.';

/** Rows categorised so far, out of all the rows. */
export type CategorisationProgress = { done: number; total: number };

/** What became of one categorisation: how many rows the AI did, and why the others fell back. */
/** Who gave one row its category: the model, the user's rules, or the keywords it fell back on. */
export type CategorisedBy = 'ai' | 'rule' | 'heuristic';

export type CategorisationReport = {
  rows: number;
  /** Rows that got the model's category. */
  byAi: number;
  /** Rows whose category was known already (the user's rules), not sent; absent when none. */
  byRules?: number;
  /** Rows that got the keyword category instead, grouped by reason. */
  fallbacks: { reason: string; rows: number }[];
  /** Distinct normalised descriptions, each sent at most once. */
  distinct: number;
  /** Calls made to the gateway. */
  calls: number;
  cancelled: boolean;
};

export type CategorizeRowsOptions = {
  client: OpenRouterClient;
  guidance?: string;
  signal?: AbortSignal;
  onProgress?: (progress: CategorisationProgress) => void;
  batchSize?: number;
  concurrency?: number;
  /**
   * A category already known for a row's description (the user's rules come before the AI): such
   * rows are not sent. Undefined for the rows the AI should do.
   */
  preset?: (value: unknown) => string | undefined;
};

type Group = { text: string; rows: number[] };

function groupsOf(
  values: readonly unknown[],
  skip: ReadonlySet<number>,
): { groups: Group[]; blank: number[] } {
  const byText = new Map<string, Group>();
  const blank: number[] = [];
  values.forEach((value, index) => {
    if (skip.has(index)) return;
    const text = normaliseDescription(value);
    if (text === '') {
      blank.push(index);
      return;
    }
    const group = byText.get(text);
    if (group) group.rows.push(index);
    else byText.set(text, { text, rows: [index] });
  });
  return { groups: [...byText.values()], blank };
}

function chunks<T>(list: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < list.length; i += size) out.push(list.slice(i, i + size));
  return out;
}

/**
 * Batch categorisation at any size (decisions.md): each distinct normalised description is sent
 * once, in batches of at most 200 with max_tokens sized to the batch, 3 batches in flight, and the
 * answers are mapped back to every row. Rows with a `preset` category (the user's rules) are not
 * sent. A failed batch gives the keyword category to its own rows only; the report says how many
 * rows the AI categorised, how many the rules did, and why the others fell back.
 */
export async function categorizeRows(
  values: readonly unknown[],
  options: CategorizeRowsOptions,
): Promise<{ categories: string[]; sources: CategorisedBy[]; report: CategorisationReport }> {
  const categories = values.map(() => '');
  const sources = values.map((): CategorisedBy => 'heuristic');
  const reasons = new Map<string, number>();
  let byAi = 0;
  let calls = 0;
  let done = 0;
  const fallBack = (rows: readonly number[], reason: string) => {
    for (const row of rows) categories[row] = categorizeByKeywords(values[row]);
    reasons.set(reason, (reasons.get(reason) ?? 0) + rows.length);
  };
  const progress = (rows: number) => {
    done += rows;
    options.onProgress?.({ done, total: values.length });
  };

  const preset = new Set<number>();
  if (options.preset) {
    values.forEach((value, row) => {
      const category = options.preset?.(value);
      if (category === undefined) return;
      categories[row] = category;
      sources[row] = 'rule';
      preset.add(row);
    });
  }
  const { groups, blank } = groupsOf(values, preset);
  if (blank.length > 0) fallBack(blank, NO_DESCRIPTION);
  progress(blank.length + preset.size);
  const batches = chunks(groups, options.batchSize ?? CATEGORIZE_BATCH_SIZE);
  let next = 0;

  async function worker(): Promise<void> {
    for (let batch = batches[next++]; batch; batch = batches[next++]) {
      const rowsOf = batch.flatMap((group) => group.rows);
      if (options.signal?.aborted) {
        fallBack(rowsOf, CANCELLED_MESSAGE);
        progress(rowsOf.length);
        continue;
      }
      calls += 1;
      const answer = await categorizeBatch(
        batch.map((group) => group.text),
        options,
      );
      if (!answer.ok) fallBack(rowsOf, options.signal?.aborted ? CANCELLED_MESSAGE : answer.error);
      else {
        batch.forEach((group, i) => {
          const category = answer.categories[i];
          if (!category) return fallBack(group.rows, EMPTY_ANSWER);
          for (const row of group.rows) {
            categories[row] = category;
            sources[row] = 'ai';
          }
          byAi += group.rows.length;
        });
      }
      progress(rowsOf.length);
    }
  }

  const concurrency = Math.max(1, options.concurrency ?? CATEGORIZE_CONCURRENCY);
  await Promise.all(Array.from({ length: Math.min(concurrency, batches.length) }, worker));
  return {
    categories,
    sources,
    report: {
      rows: values.length,
      byAi,
      ...(preset.size > 0 ? { byRules: preset.size } : {}),
      fallbacks: [...reasons].map(([reason, rows]) => ({ reason, rows })),
      distinct: groups.length,
      calls,
      cancelled: Boolean(options.signal?.aborted),
    },
  };
}

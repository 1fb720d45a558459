import type { CategorisedBy, TransformationResult } from '@cashline/ai';
import { importedIdPrefix } from '@cashline/core';
import type { ImportSummary, Transaction } from '@cashline/core';

/** The columns an AI transformation wrote into a file, and what each row of them came from. */
export type ComputedColumns = {
  fileName: string;
  /** Every column a transformation wrote: none of them is the statement's own figure. */
  names: readonly string[];
  /** For a categorisation's column: who categorised each data row, in file order. */
  categorisedBy: Readonly<Record<string, readonly CategorisedBy[]>>;
};

export function computedColumnsOf(result: TransformationResult, fileName: string): ComputedColumns {
  const categorisedBy: Record<string, readonly CategorisedBy[]> = {};
  for (const outcome of result.outcomes) {
    if (outcome.error === undefined && outcome.categorisedBy) {
      categorisedBy[outcome.targetColumn] = outcome.categorisedBy;
    }
  }
  return { fileName, names: result.newColumns, categorisedBy };
}

/** The transformed file has its header on row 1, so data row i is file row i + 2. */
const FIRST_DATA_ROW = 2;

/**
 * A category read from a column the AI wrote is the AI's (issue 34, item 9), not the file's own:
 * each row says who categorised it (the AI, the user's rules, or the keywords it fell back on).
 */
export function withComputedSources(
  summary: ImportSummary,
  computed: ComputedColumns | null,
): ImportSummary {
  const column = summary.mapping.category;
  const sources = computed && column !== undefined ? computed.categorisedBy[column] : undefined;
  if (!computed || !sources) return summary;
  const prefix = importedIdPrefix(computed.fileName);
  const relabel = (t: Transaction): Transaction => {
    if (t.categorySource !== 'import' || !t.id.startsWith(prefix)) return t;
    const source = sources[Number(t.id.slice(prefix.length)) - FIRST_DATA_ROW] ?? 'ai';
    return { ...t, categorySource: source };
  };
  return {
    ...summary,
    transactions: summary.transactions.map(relabel),
    duplicates: summary.duplicates.map((d) => ({ ...d, transaction: relabel(d.transaction) })),
  };
}

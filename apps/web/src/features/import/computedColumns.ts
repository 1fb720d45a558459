import type { CategorisedBy, TransformationResult } from '@cashline/ai';
import { importedIdPrefix } from '@cashline/core';
import type { CategorySource, PackedImportSummary, PackedTransactions } from '@cashline/core';

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
  summary: PackedImportSummary,
  computed: ComputedColumns | null,
): PackedImportSummary {
  const column = summary.mapping.category;
  const sources = computed && column !== undefined ? computed.categorisedBy[column] : undefined;
  if (!computed || !sources) return summary;
  const prefix = importedIdPrefix(computed.fileName);
  const relabel = (packed: PackedTransactions): PackedTransactions => {
    const fromFile = packed.sources.indexOf('import');
    if (fromFile === -1) return packed;
    const names = [...packed.sources];
    const codeOf = (source: CategorySource): number => {
      const code = names.indexOf(source);
      return code === -1 ? names.push(source) - 1 : code;
    };
    const codes = packed.sourceCodes.slice();
    const { idRows } = packed;
    let at = 0;
    for (let i = 0; i < packed.count; i++) {
      const end = idRows === undefined ? at + packed.idLengths[i]! : 0;
      const id = idRows === undefined ? packed.ids.slice(at, end) : packed.ids + String(idRows[i]);
      at = end;
      if (codes[i] !== fromFile || !id.startsWith(prefix)) continue;
      codes[i] = codeOf(sources[Number(id.slice(prefix.length)) - FIRST_DATA_ROW] ?? 'ai');
    }
    return { ...packed, sources: names, sourceCodes: codes };
  };
  return {
    ...summary,
    transactions: relabel(summary.transactions),
    duplicates: { ...summary.duplicates, transactions: relabel(summary.duplicates.transactions) },
  };
}

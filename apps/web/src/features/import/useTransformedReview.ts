import { mapColumns as mapColumnsWithAi } from '@cashline/ai';
import type { ColumnMappingOutcome, OpenRouterClient, TransformationResult } from '@cashline/ai';
import { descriptionCategoriser, toCsv } from '@cashline/core';
import type { Rule } from '@cashline/core';
import { useMemo } from 'react';
import { computedColumnsOf } from './computedColumns';
import type { ComputedColumns } from './computedColumns';

type TransformedReviewInput = {
  client: OpenRouterClient;
  /** The file shown, whose rows the AI transformed; undefined while none is. */
  fileName: string | undefined;
  rules: readonly Rule[];
  setBusy: (busy: boolean) => void;
  setMessage: (message: string | null) => void;
  readTransformed: (file: File, columns: ComputedColumns) => void;
  /** The AI's column mapping, to review against the transformed file's own reading. */
  awaitReading: (ai: ColumnMappingOutcome) => void;
};

/** The AI helpers' transformed rows, taken back into the page's preview for review. */
export function useTransformedReview({
  client,
  fileName,
  rules,
  setBusy,
  setMessage,
  readTransformed,
  awaitReading,
}: TransformedReviewInput) {
  // The AI batch gets only the rows the rules leave (rules come before the AI).
  const presetCategory = useMemo(() => {
    const categorise = descriptionCategoriser(rules);
    return (value: unknown) => (typeof value === 'string' ? categorise(value) : undefined);
  }, [rules]);

  /**
   * The transformed rows are read as a file of their own and shown in the same preview as a plain
   * import, with the AI's column mapping under review (decisions.md); nothing is saved until the
   * user presses Import.
   */
  async function reviewTransformed(result: TransformationResult) {
    if (fileName === undefined) return;
    setBusy(true);
    const headers = Object.keys(result.transformedData[0] ?? {});
    const ai = await mapColumnsWithAi(headers, { client });
    setBusy(false);
    setMessage(null);
    const text = toCsv(result.transformedData);
    readTransformed(
      new File([text], fileName, { type: 'text/csv' }),
      computedColumnsOf(result, fileName),
    );
    awaitReading(ai);
  }

  return { presetCategory, reviewTransformed };
}

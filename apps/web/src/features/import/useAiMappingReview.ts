import type { ColumnMappingOutcome } from '@cashline/ai';
import type { ImportSummary } from '@cashline/core';
import { useCallback, useEffect, useRef, useState } from 'react';
import { reviewAiMapping } from './aiMappingReview';
import type { AiMappingReview } from './aiMappingReview';
import type { ParseChoices } from './csvImportSession';

/**
 * Holds the AI's column mapping of a file being read until the file's own reading arrives, then
 * reviews it against that reading: agreed, it becomes the preview's choices (`apply`); otherwise
 * the file's own reading stays and the review says where they differ.
 */
export function useAiMappingReview(
  summary: Pick<ImportSummary, 'mapping'> | null,
  apply: (choices: ParseChoices) => void,
) {
  const pending = useRef<ColumnMappingOutcome | null>(null);
  const [review, setReview] = useState<AiMappingReview | null>(null);
  /** True from the AI's mapping of a transformed file until another file is chosen. */
  const [reviewing, setReviewing] = useState(false);

  useEffect(() => {
    const ai = pending.current;
    if (!ai || !summary) return;
    pending.current = null;
    const next = reviewAiMapping(ai, summary.mapping);
    setReview(next);
    if (next.choices) apply(next.choices);
  }, [summary, apply]);

  /** The next reading to arrive is of the file this AI mapping is for. */
  const awaitReading = useCallback((ai: ColumnMappingOutcome) => {
    pending.current = ai;
    setReview(null);
    setReviewing(true);
  }, []);
  const clear = useCallback(() => {
    pending.current = null;
    setReview(null);
    setReviewing(false);
  }, []);

  return { review, reviewing, awaitReading, clear };
}

import { detectCardSignConventionPacked } from '@cashline/core';
import type { CardConventionReading, PackedImportSummary } from '@cashline/core';
import { useEffect, useMemo, useState } from 'react';
import type { ParseChoices } from './csvImportSession';

/**
 * The file's own convention, whichever way round its amounts were last read, from all its rows
 * (those already imported too: a statement overlapping the last one is read the same way).
 */
export function fileConvention(
  summary: Pick<PackedImportSummary, 'transactions' | 'duplicates' | 'signsFlipped'>,
): CardConventionReading | null {
  return detectCardSignConventionPacked(
    [summary.transactions, summary.duplicates.transactions],
    summary.signsFlipped === true,
  );
}

type CardSignsInput = {
  summary: PackedImportSummary | null;
  /** The file goes to a credit-card account. */
  isCard: boolean;
  layoutKey: string;
  /** The convention remembered for the layout (`charges positive` or `charges negative`). */
  remembered: string | undefined;
  choices: ParseChoices;
  onChoices: (choices: ParseChoices) => void;
};

/**
 * A card file that writes charges as positive numbers (American Express and others) is read with
 * its signs flipped (decisions.md, CSV import): as chosen last time for the layout, else as the
 * file's own convention reads. The user may say otherwise; only card accounts are flipped.
 */
export function useCardSigns({
  summary,
  isCard,
  layoutKey,
  remembered,
  choices,
  onChoices,
}: CardSignsInput) {
  const [picked, setPicked] = useState<{ layoutKey: string; flip: boolean } | null>(null);
  const reading = useMemo(
    () => (summary && isCard ? fileConvention(summary) : null),
    [summary, isCard],
  );
  const rememberedFlip = remembered === undefined ? undefined : remembered === 'charges positive';
  const flip =
    isCard && reading !== null
      ? picked?.layoutKey === layoutKey
        ? picked.flip
        : (rememberedFlip ?? reading.convention === 'charges positive')
      : false;
  const readFlipped = choices.flipSigns === true;

  useEffect(() => {
    if (summary === null || flip === readFlipped) return;
    const { flipSigns: _previous, ...rest } = choices;
    onChoices(flip ? { ...rest, flipSigns: true } : rest);
  }, [summary, flip, readFlipped, choices, onChoices]);

  return {
    /** What the file's amounts were read as, for a card account; null otherwise. */
    reading,
    flip,
    remembered: reading !== null && rememberedFlip !== undefined && picked?.layoutKey !== layoutKey,
    /** What to remember for the layout on import, for a card account. */
    convention: reading === null ? undefined : flip ? 'charges positive' : 'charges negative',
    choose: (next: boolean) => setPicked({ layoutKey, flip: next }),
  };
}

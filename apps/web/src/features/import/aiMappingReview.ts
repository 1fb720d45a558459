import type { ColumnMappingOutcome } from '@cashline/ai';
import type { ColumnMapping } from '@cashline/core';
import type { ParseChoices } from './csvImportSession';

/** The fields where a wrong column imports wrong money or wrong dates. */
const CHECKED_FIELDS = [
  { field: 'date', label: 'Date' },
  { field: 'amount', label: 'Amount' },
  { field: 'debit', label: 'Debit' },
  { field: 'credit', label: 'Credit' },
] as const;

/** What the preview does with the AI's column mapping, and what it tells the user. */
export type AiMappingReview = {
  /** The AI's mapping as preview choices, or null when the file's own reading is kept. */
  choices: ParseChoices | null;
  tone: 'info' | 'warning';
  notes: string[];
  /** The AI gave no mapping (spec: "AI mapping failed, used fallback"). */
  aiFailed: boolean;
};

function named(column: string | undefined): string {
  return column === undefined ? 'no column' : `“${column}”`;
}

/**
 * decisions.md: an AI column mapping is a suggestion. When it and the file's own reading disagree
 * on the date or the money columns, the file's own reading is kept and the disagreement shown;
 * otherwise the AI's mapping is applied. Either way the preview shows it for review.
 */
export function reviewAiMapping(ai: ColumnMappingOutcome, own: ColumnMapping): AiMappingReview {
  if (ai.source === 'fallback') {
    return {
      choices: null,
      tone: 'warning',
      notes: [`AI mapping failed, used fallback: the file's own reading is shown. (${ai.error})`],
      aiFailed: true,
    };
  }
  const disagreements = CHECKED_FIELDS.filter(({ field }) => ai.mapping[field] !== own[field]);
  if (disagreements.length === 0) {
    return {
      choices: { mapping: ai.mapping },
      tone: 'info',
      notes: ["The AI's column mapping is applied. Check it below before importing."],
      aiFailed: false,
    };
  }
  return {
    choices: null,
    tone: 'warning',
    notes: disagreements.map(
      ({ field, label }) =>
        `${label}: the AI suggested ${named(ai.mapping[field])}, but the file reads as ` +
        `${named(own[field])}, which is kept. Choose another column below if the AI is right.`,
    ),
    aiFailed: false,
  };
}

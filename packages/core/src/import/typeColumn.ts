import { isBlank } from './classifyCell.js';
import { directionOfWord } from './direction.js';
import type { ColumnMapping } from './types.js';

// The column of debit/credit words that gives unsigned amounts their direction.

const TYPE_HEADER =
  /type|indicator|d\s*\/\s*c|c\s*\/\s*d|dr\s*\/\s*cr|cr\s*\/\s*dr|debit\s*\/\s*credit|credit\s*\/\s*debit|s\s*\/\s*h|soll\s*\/\s*haben|direction/i;

/** Marks that say debit or credit in a column of any name: not single letters such as D or S. */
const MARKER = /^\s*(cr|dr|crdt|dbit|credit|debit)\.?\s*$/i;

function directionWordShare(
  sample: readonly (readonly string[])[],
  col: number,
  markersOnly = false,
): number {
  let words = 0;
  let nonEmpty = 0;
  for (const row of sample) {
    const cell = row[col];
    if (cell === undefined || isBlank(cell)) continue;
    nonEmpty++;
    if (markersOnly ? MARKER.test(cell) : directionOfWord(cell) !== undefined) words++;
  }
  return nonEmpty === 0 ? 0 : words / nonEmpty;
}

/**
 * A column of debit/credit words (DR/CR, Debit/Credit, S/H): a guessed debit or credit column
 * holding words (taken out of the mapping), a named D/C column, or a column of CR/DR marks.
 */
export function findTypeColumn(
  headers: readonly string[],
  sample: readonly (readonly string[])[],
  mapping: ColumnMapping,
  chosen: ColumnMapping,
): string | null {
  // A guessed debit or credit column that holds words, not numbers, says which way money went.
  for (const field of ['debit', 'credit'] as const) {
    const header = mapping[field];
    if (header === undefined || chosen[field] !== undefined) continue;
    if (directionWordShare(sample, headers.indexOf(header)) >= 0.9) {
      delete mapping[field];
      return header;
    }
  }
  const used = new Set(Object.values(mapping));
  for (let col = 0; col < headers.length; col++) {
    const header = headers[col]!;
    if (used.has(header)) continue;
    // A named D/C column, or a column of any name holding nothing but CR and DR marks (a card
    // statement's trailing column, filled on payments only).
    const named = TYPE_HEADER.test(header);
    if (directionWordShare(sample, col, !named) >= 0.9) return header;
  }
  return null;
}

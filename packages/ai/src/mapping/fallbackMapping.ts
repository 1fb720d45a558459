import type { ColumnMapping, StandardField } from './standardFields.js';

// Stand-in for core's `heuristicMapping` (ai.md section 9) until it lands; every caller goes through
// `fallbackColumnMapping` so the swap is one line.
const PATTERNS: readonly (readonly [StandardField, readonly string[]])[] = [
  ['date', ['date', 'transaction period']],
  ['description', ['description', 'memo', 'details']],
  ['amount', ['amount', 'cost', 'price', 'net amount', 'value']],
  ['debit', ['debit', 'withdrawal']],
  ['credit', ['credit', 'deposit']],
  ['category', ['category', 'merchant categ']],
  ['balance', ['balance', 'remaining']],
];

/** The non-AI column mapping used whenever the model cannot give one. */
export function fallbackColumnMapping(headers: readonly string[]): ColumnMapping {
  const normalised = headers.map((header) => header.trim().toLowerCase());
  const mapping: ColumnMapping = {};
  for (const [field, patterns] of PATTERNS) {
    for (const pattern of patterns) {
      const index = normalised.findIndex((header) => header.includes(pattern));
      const header = headers[index];
      if (header !== undefined) {
        mapping[field] = header;
        break;
      }
    }
  }
  return mapping;
}

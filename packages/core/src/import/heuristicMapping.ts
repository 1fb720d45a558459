import type { ColumnMapping, ImportField } from './types.js';

export type HeaderPatterns = Readonly<Record<ImportField, readonly string[]>>;

/**
 * ai.md section 9: case-insensitive substring patterns on trimmed headers, first pattern first.
 * "cost/price" there names two patterns.
 */
export const HEURISTIC_PATTERNS: HeaderPatterns = {
  date: ['date', 'transaction period'],
  description: ['description', 'memo', 'details'],
  amount: ['amount', 'cost', 'price', 'net amount', 'value'],
  debit: ['debit', 'withdrawal'],
  credit: ['credit', 'deposit'],
  category: ['category', 'merchant categ'],
  balance: ['balance', 'remaining'],
};

// Fields whose patterns are more specific claim their header first, so that "Debit Amount" is
// the debit column rather than the amount and "Value Date" is a date rather than a value.
const CLAIM_ORDER: readonly ImportField[] = [
  'date',
  'debit',
  'credit',
  'balance',
  'category',
  'description',
  'amount',
];

/**
 * Maps headers to standard fields by patterns: for each field, its patterns in order, each tried on
 * the headers left to right; a header serves one field only. Fields already in `start` are kept.
 */
export function mapByPatterns(
  headers: readonly string[],
  patterns: HeaderPatterns,
  start: ColumnMapping = {},
): ColumnMapping {
  const normalised = headers.map((header) => header.trim().toLowerCase());
  const mapping: ColumnMapping = { ...start };
  const claimed = new Set<string>(Object.values(mapping));
  for (const field of CLAIM_ORDER) {
    if (mapping[field] !== undefined) continue;
    const header = findHeader(headers, normalised, patterns[field], claimed);
    if (header !== undefined) {
      mapping[field] = header;
      claimed.add(header);
    }
  }
  return mapping;
}

function findHeader(
  headers: readonly string[],
  normalised: readonly string[],
  fieldPatterns: readonly string[],
  claimed: ReadonlySet<string>,
): string | undefined {
  for (const pattern of fieldPatterns) {
    for (let i = 0; i < headers.length; i++) {
      const header = headers[i]!;
      if (normalised[i] !== '' && !claimed.has(header) && normalised[i]!.includes(pattern)) {
        return header;
      }
    }
  }
  return undefined;
}

/**
 * The heuristic column mapping of ai.md section 9, used when no AI mapping is available: standard
 * field -> exact header name, unmatched fields left out.
 */
export function heuristicMapping(headers: readonly string[]): ColumnMapping {
  return mapByPatterns(headers, HEURISTIC_PATTERNS);
}

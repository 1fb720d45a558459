/** ai.md section 5: the categories offered to the model. */
export const AI_CATEGORIES = [
  'Food & Dining',
  'Transportation',
  'Shopping',
  'Income',
  'Housing',
  'Healthcare',
  'Entertainment',
  'Utilities',
  'Other',
] as const;

/** ai.md section 9: first matching category wins; everything else is Other. */
const KEYWORD_RULES: readonly (readonly [string, readonly string[]])[] = [
  ['Food & Dining', ['grocery', 'food', 'restaurant']],
  ['Transportation', ['gas', 'fuel', 'station']],
  ['Shopping', ['amazon', 'store', 'shop']],
  ['Income', ['salary', 'payroll', 'income']],
  ['Housing', ['rent', 'mortgage', 'utilities']],
];

/** The keyword categoriser: the non-AI fallback for batch categorisation. */
export function categorizeByKeywords(value: unknown): string {
  if (typeof value !== 'string' || value.trim() === '') return 'Other';
  const text = value.toLowerCase();
  for (const [category, keywords] of KEYWORD_RULES) {
    if (keywords.some((keyword) => text.includes(keyword))) return category;
  }
  return 'Other';
}

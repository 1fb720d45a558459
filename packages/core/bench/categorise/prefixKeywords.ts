// The baseline: the keyword categoriser as it was before whole words and the payee list (app.md
// section 5's list, each keyword matching at the start of a word, so SALESFORCE.COM was a sale).
const LIST: ReadonlyArray<readonly [string, readonly string[]]> = [
  ['Sales', ['sale']],
  ['Rent', ['rent']],
  ['Utilities', ['utilities', 'electric', 'gas', 'water']],
  ['Payroll', ['payroll', 'salary', 'wages']],
  ['Marketing', ['marketing', 'advertising']],
  ['Maintenance', ['equipment', 'repair', 'maintenance', 'cleaning']],
  ['Food Supplies', ['sysco', 'food', 'farmers market', 'restaurant depot', 'us foods']],
  ['Miscellaneous', ['license', 'fee']],
];

const PATTERNS = LIST.map(
  ([category, words]) =>
    [category, new RegExp(`(?:^|[^A-Za-z0-9\\u00C0-\\uFFFF])(?:${words.join('|')})`, 'i')] as const,
);

export function prefixKeywordCategory(description: string): string {
  for (const [category, pattern] of PATTERNS) if (pattern.test(description)) return category;
  return 'Other';
}

/**
 * app.md section 5's keyword list, first match wins. Keywords match at the start of a word so that
 * "coffee" is not a fee, "current account" is not rent and "Las Vegas" is not gas.
 */
const CATEGORY_KEYWORDS: ReadonlyArray<readonly [string, readonly string[]]> = [
  ['Sales', ['sale']],
  ['Rent', ['rent']],
  ['Utilities', ['utilities', 'electric', 'gas', 'water']],
  ['Payroll', ['payroll', 'salary', 'wages']],
  ['Marketing', ['marketing', 'advertising']],
  ['Maintenance', ['equipment', 'repair', 'maintenance', 'cleaning']],
  ['Food Supplies', ['sysco', 'food', 'farmers market', 'restaurant depot', 'us foods']],
  ['Miscellaneous', ['license', 'fee']],
];

function wordStart(keywords: readonly string[]): RegExp {
  return new RegExp(`(?:^|[^\\p{L}\\p{N}])(?:${keywords.join('|')})`, 'iu');
}

const RULES: ReadonlyArray<readonly [string, RegExp]> = CATEGORY_KEYWORDS.map(
  ([category, keywords]) => [category, wordStart(keywords)] as const,
);
const ANY_KEYWORD = wordStart(CATEGORY_KEYWORDS.flatMap(([, keywords]) => keywords));

export const FALLBACK_CATEGORY = 'Other';

/** The category app.md's keyword list gives a description with no category of its own. */
export function inferCategory(description: string): string {
  if (!ANY_KEYWORD.test(description)) return FALLBACK_CATEGORY;
  for (const [category, pattern] of RULES) {
    if (pattern.test(description)) return category;
  }
  return FALLBACK_CATEGORY;
}

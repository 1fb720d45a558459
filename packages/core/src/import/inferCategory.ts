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

const KEYWORDS = CATEGORY_KEYWORDS.flatMap(([, keywords]) => keywords);
/** Keyword -> index of its category in the list, which decides when several match. */
const RANK: ReadonlyMap<string, number> = new Map(
  CATEGORY_KEYWORDS.flatMap(([, keywords], rank) => keywords.map((keyword) => [keyword, rank])),
);
// One pass over the description finds every keyword at the start of a word. Not a `u` regex:
// \p{L} classes are slow, and any non-ASCII character counts as a letter here.
const ANY_KEYWORD = new RegExp(`(?:^|[^A-Za-z0-9\\u00C0-\\uFFFF])(${KEYWORDS.join('|')})`, 'gi');

export const FALLBACK_CATEGORY = 'Other';

/** The category app.md's keyword list gives a description with no category of its own. */
export function inferCategory(description: string): string {
  ANY_KEYWORD.lastIndex = 0;
  let best = CATEGORY_KEYWORDS.length;
  for (
    let match = ANY_KEYWORD.exec(description);
    match !== null;
    match = ANY_KEYWORD.exec(description)
  ) {
    const rank = RANK.get(match[1]!.toLowerCase()) ?? best;
    if (rank < best) best = rank;
    if (best === 0) break;
  }
  return CATEGORY_KEYWORDS[best]?.[0] ?? FALLBACK_CATEGORY;
}

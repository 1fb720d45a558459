import {
  INFLOW_HINTS,
  KEYWORD_FAMILIES,
  PAYEE_FAMILIES,
  type KeywordFamily,
} from '../categories/categoryKeywords.js';
import { FALLBACK_CATEGORY } from '../categories/builtInCategories.js';
import type { TransactionType } from '../transaction.js';

type Phrase = {
  /** The words after the first one. */
  rest: readonly string[];
  /**
   * Lower wins: payee names, then generic keywords, then inflow hints. Among payee names the
   * longer phrase, then the earlier family; among keywords the earlier family (app.md's order).
   */
  rank: number;
  family: KeywordFamily;
};

/** First word -> the phrases starting with it. */
const PHRASES: ReadonlyMap<string, readonly Phrase[]> = (() => {
  const byFirst = new Map<string, Phrase[]>();
  const tiers = [PAYEE_FAMILIES, KEYWORD_FAMILIES, [INFLOW_HINTS]];
  tiers.forEach((families, tier) => {
    families.forEach((family, index) => {
      for (const text of family.phrases) {
        const [first, ...rest] = text.split(' ') as [string, ...string[]];
        const list = byFirst.get(first) ?? [];
        const longer = tier === 0 ? (9 - rest.length) * 1000 : 0;
        list.push({ rest, rank: tier * 10_000 + longer + index, family });
        byFirst.set(first, list);
      }
    });
  });
  return byFirst;
})();

const isLetter = (code: number): boolean =>
  (code >= 97 && code <= 122) || code === 38 || (code >= 0xc0 && code <= 0xffff);
const isDigit = (code: number): boolean => code >= 48 && code <= 57;

/** The lower-case code of an ASCII upper-case letter; other codes as they are. */
const lowerCode = (code: number): number => (code >= 65 && code <= 90 ? code + 32 : code);

/**
 * Whether the words after a first word, from `from` in the text, are `rest` (lower case; as
 * the heuristics read words: runs of letters or of digits, anything else between them). Compares
 * character codes: no string is made.
 */
function restAt(text: string, from: number, rest: readonly string[]): boolean {
  let i = from;
  for (const word of rest) {
    while (i < text.length) {
      const code = lowerCode(text.charCodeAt(i));
      if (isLetter(code) || isDigit(code)) break;
      i += 1;
    }
    for (let k = 0; k < word.length; k += 1, i += 1) {
      if (i >= text.length || lowerCode(text.charCodeAt(i)) !== word.charCodeAt(k)) return false;
    }
    if (i < text.length) {
      const next = lowerCode(text.charCodeAt(i));
      const last = word.charCodeAt(word.length - 1);
      if (isDigit(last) ? isDigit(next) : isLetter(next)) return false;
    }
  }
  return true;
}

/**
 * The alternation of the first words, grouped by their first letter ("a(?:ws|dp|...)|b(?:t|...)")
 * so that the regular expression tries one group per word start instead of every word.
 */
function alternation(words: readonly string[]): string {
  const escape = (text: string) => text.replace(/[&]/g, '\\$&');
  const byFirst = new Map<string, string[]>();
  for (const word of words) {
    const rests = byFirst.get(word[0]!) ?? [];
    rests.push(word.slice(1));
    byFirst.set(word[0]!, rests);
  }
  return [...byFirst]
    .map(([first, rests]) => {
      const longer = rests.filter((rest) => rest !== '').sort((a, b) => b.length - a.length);
      const group = longer.length === 0 ? '' : `(?:${longer.map(escape).join('|')})`;
      return `${escape(first)}${group}${rests.includes('') && group !== '' ? '?' : ''}`;
    })
    .join('|');
}

const FIRST_WORDS = new RegExp(
  `(?:^|[^A-Za-z&\\u00C0-\\uFFFF])(${alternation([...PHRASES.keys()])})(?![A-Za-z&\\u00C0-\\uFFFF])`,
  'gi',
);

/**
 * The category the keyword heuristics give a description: whole words only ("SALESFORCE.COM" is
 * software, not a sale; "coffee" is not a fee). A name of the built-in payee list wins over a
 * generic keyword, which wins over an inflow hint (deposit, invoice, payout). With the direction
 * known, a family meant for the other direction is passed over (a PayPal purchase is not a sale);
 * without it, every family counts.
 */
export function inferCategory(description: string, type?: TransactionType): string {
  FIRST_WORDS.lastIndex = 0;
  let best: Phrase | undefined;
  for (
    let match = FIRST_WORDS.exec(description);
    match !== null;
    match = FIRST_WORDS.exec(description)
  ) {
    const first = match[1]!;
    const candidates = PHRASES.get(first.toLowerCase());
    if (candidates === undefined) continue;
    const end = match.index + match[0].length;
    for (const phrase of candidates) {
      if (best !== undefined && phrase.rank >= best.rank) continue;
      const only = phrase.family.only;
      if (only !== undefined && type !== undefined && only !== type) continue;
      if (phrase.rest.length > 0 && !restAt(description, end, phrase.rest)) continue;
      best = phrase;
    }
  }
  return best?.family.category ?? FALLBACK_CATEGORY;
}

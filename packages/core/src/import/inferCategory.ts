import {
  INFLOW_HINTS,
  KEYWORD_FAMILIES,
  PAYEE_FAMILIES,
  type KeywordFamily,
} from '../categories/categoryKeywords.js';
import { FALLBACK_CATEGORY } from '../categories/builtInCategories.js';
import { wordsOf } from '../categories/tokens.js';
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

function phraseAt(words: readonly string[], at: number, rest: readonly string[]): boolean {
  if (at + rest.length >= words.length) return false;
  for (let k = 0; k < rest.length; k += 1) {
    if (words[at + 1 + k] !== rest[k]) return false;
  }
  return true;
}

/**
 * The category the keyword heuristics give a description: whole words only ("SALESFORCE.COM" is
 * software, not a sale; "coffee" is not a fee). A name of the built-in payee list wins over a
 * generic keyword, which wins over an inflow hint (deposit, invoice, payout). With the direction known, a family meant for the other direction is passed
 * over (a PayPal purchase is not a sale); without it, every family counts.
 */
export function inferCategory(description: string, type?: TransactionType): string {
  const words = wordsOf(description);
  let best: Phrase | undefined;
  for (let i = 0; i < words.length; i += 1) {
    const candidates = PHRASES.get(words[i]!);
    if (candidates === undefined) continue;
    for (const phrase of candidates) {
      if (best !== undefined && phrase.rank >= best.rank) continue;
      const only = phrase.family.only;
      if (only !== undefined && type !== undefined && only !== type) continue;
      if (phraseAt(words, i, phrase.rest)) best = phrase;
    }
  }
  return best?.family.category ?? FALLBACK_CATEGORY;
}

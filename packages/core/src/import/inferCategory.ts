import {
  INFLOW_HINTS,
  KEYWORD_FAMILIES,
  PAYEE_FAMILIES,
  type KeywordFamily,
} from '../categories/categoryKeywords.js';
import { BUILT_IN_CATEGORIES, FALLBACK_CATEGORY } from '../categories/builtInCategories.js';
import { moneyInRule } from '../categories/moneyInRules.js';
import { TRANSFER_IN } from '../categories/moneyInFamilies.js';
import { namesBusiness } from '../categories/businessName.js';
import { structuredPayee } from '../payees/structuredPayee.js';
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

/** The way each built-in category's money goes: a family never gives money going the other way. */
const DIRECTION = new Map(BUILT_IN_CATEGORIES.map((c) => [c.name, c.direction]));

/** Whether a family may give a category to money going `type` (unknown: every family may). */
function fits(family: KeywordFamily, type: TransactionType | undefined): boolean {
  if (type === undefined) return true;
  if (family.only !== undefined && family.only !== type) return false;
  const direction = DIRECTION.get(family.category);
  return direction === undefined || direction === 'both' || direction === type;
}

/** A first word of the phrases (letters and & only) and the phrases starting with it. */
type FirstWord = { word: string; phrases: Phrase[] };

/**
 * A step of the hash of a word's lower-case character codes; 30 bits, so that it stays a small
 * integer to the engine (no number is allocated per character).
 */
const hashStep = (hash: number, code: number): number => (Math.imul(hash, 31) + code) & 0x3fffffff;

/** Buckets of the first words by hash (a power of two well above their number). */
const BUCKETS = 4096;

function hashOf(word: string): number {
  let hash = 0;
  for (let k = 0; k < word.length; k += 1) hash = hashStep(hash, word.charCodeAt(k));
  return hash;
}

/**
 * First words in buckets by the hash of their characters, so that a word of a description is
 * looked up as it is read, without making a string of it.
 */
const FIRST_WORDS: readonly (readonly FirstWord[] | undefined)[] = (() => {
  const byWord = new Map<string, FirstWord>();
  const tiers = [PAYEE_FAMILIES, KEYWORD_FAMILIES, [INFLOW_HINTS]];
  tiers.forEach((families, tier) => {
    families.forEach((family, index) => {
      for (const text of family.phrases) {
        const [first, ...rest] = text.split(' ') as [string, ...string[]];
        if (!/^[a-z&]+$/.test(first)) throw new Error(`Keyword '${text}' must start with a word`);
        const entry = byWord.get(first) ?? { word: first, phrases: [] };
        const longer = tier === 0 ? (9 - rest.length) * 1000 : 0;
        entry.phrases.push({ rest, rank: tier * 10_000 + longer + index, family });
        byWord.set(first, entry);
      }
    });
  });
  const buckets: FirstWord[][] = Array.from({ length: BUCKETS }, () => []);
  for (const entry of byWord.values()) buckets[hashOf(entry.word) & (BUCKETS - 1)]!.push(entry);
  return buckets.map((bucket) => (bucket.length === 0 ? undefined : bucket));
})();

const isLetter = (code: number): boolean =>
  (code >= 97 && code <= 122) || code === 38 || (code >= 0xc0 && code <= 0xffff);
const isDigit = (code: number): boolean => code >= 48 && code <= 57;

/**
 * Whether the character at `i` is the apostrophe of a possessive "'s" ending a word ("LOWE'S",
 * "SAM’S CLUB"): the word is read without it, as the payee list writes it ("lowes").
 */
function possessiveAt(text: string, i: number): boolean {
  const code = text.charCodeAt(i);
  if (code !== 39 && code !== 0x2019) return false;
  if (i === 0 || !isLetter(lowerCode(text.charCodeAt(i - 1)))) return false;
  if (lowerCode(text.charCodeAt(i + 1)) !== 115) return false;
  return i + 2 >= text.length || !isLetter(lowerCode(text.charCodeAt(i + 2)));
}

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
      if (possessiveAt(text, i)) i += 1;
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

/** What `wordCode` gives a letter outside ASCII. */
const NON_ASCII_LETTER = 1;

/** Below U+00C0: the lower-case code of each ASCII letter and of &, 0 for the rest. */
const ASCII_WORD_CODES = Uint8Array.from({ length: 0xc0 }, (_, code) =>
  isLetter(lowerCode(code)) ? lowerCode(code) : 0,
);

/** A character as the heuristics read words: its lower-case code, NON_ASCII_LETTER, or 0 between words. */
const wordCode = (code: number): number =>
  code < 0xc0 ? ASCII_WORD_CODES[code]! : NON_ASCII_LETTER;

/** The phrases starting with the word at [start, end) of the text (its lower-case hash given). */
function phrasesAt(text: string, start: number, end: number, hash: number): Phrase[] | undefined {
  const entries = FIRST_WORDS[hash & (BUCKETS - 1)];
  if (entries === undefined) return undefined;
  for (const { word, phrases } of entries) {
    if (word.length !== end - start && word.length !== end - start - 1) continue;
    let k = 0;
    let at = start;
    while (k < word.length && at < end) {
      if (possessiveAt(text, at)) at += 1;
      if (lowerCode(text.charCodeAt(at)) !== word.charCodeAt(k)) break;
      k += 1;
      at += 1;
    }
    if (k === word.length && at === end) return phrases;
  }
  return undefined;
}

/**
 * The text the heuristics read: an ACH, wire or SEPA line's counterparty and memo, not the
 * receiver's own name or the banks' fields ("IND NAME:ACME FOODS" is the business itself).
 */
function categoryText(description: string): string {
  const structured = structuredPayee(description);
  return structured === null ? description : `${structured.name} ${structured.memo}`;
}

/** What the heuristics found: the category, and whether a name of the payee list gave it. */
export type CategoryMatch = { category: string; specific: boolean };

/**
 * The category the keyword heuristics give a description, and whether it came from the built-in
 * payee list (a specific name) rather than a generic word or the default. See `inferCategory`.
 */
export function matchCategory(description: string, type?: TransactionType): CategoryMatch {
  const text = categoryText(description);
  // What the line says money in is (a fee coming back, own money moving) outweighs who sent it.
  const rule = type === 'inflow' ? moneyInRule(text) : undefined;
  if (rule !== undefined) return { category: rule.category, specific: true };
  const best = bestPhrase(text, type);
  // A transfer from a company ("Zelle Transfer … INTEGRAL SOLUTIONS LLC") is a customer paying: the
  // legal form says a business sent it, whichever business it is.
  if (type === 'inflow' && best?.family === TRANSFER_IN && namesBusiness(text))
    return { category: 'Sales', specific: false };
  if (best !== undefined) return { category: best.family.category, specific: best.rank < 10_000 };
  // Money in that nothing names is a customer paying: a sale, unless a rule says otherwise.
  return { category: type === 'inflow' ? 'Sales' : FALLBACK_CATEGORY, specific: false };
}

/**
 * The category the keyword heuristics give a description: whole words only ("SALESFORCE.COM" is
 * software, not a sale; "coffee" is not a fee). A name of the built-in payee list wins over a
 * generic keyword, which wins over an inflow hint (deposit, invoice, payout). With the direction
 * known, no family gives a category meant for money going the other way (a customer named
 * "Meridian Foods" paying in is not Food Supplies; a PayPal purchase is not a sale), and money in
 * that nothing names is Sales, unless it says it is a transfer, refund, interest or a loan.
 * Without the direction, every family counts and the default is Other.
 */
export function inferCategory(description: string, type?: TransactionType): string {
  return matchCategory(description, type).category;
}

function bestPhrase(description: string, type: TransactionType | undefined): Phrase | undefined {
  let best: Phrase | undefined;
  const length = description.length;
  let i = 0;
  // One pass over the text: each run of letters is a word, hashed as it is read; a run with a
  // letter outside ASCII is no keyword (every keyword is ASCII). A possessive "'s" is read both
  // ways: "LOWE'S" as "lowes" (a name) and "OWNER'S" as "owner" (a word).
  while (i < length) {
    let word = wordCode(description.charCodeAt(i));
    if (word === 0) {
      i += 1;
      continue;
    }
    const start = i;
    let hash = 0;
    let ascii = true;
    let stemEnd = -1;
    let stemHash = 0;
    for (;;) {
      if (word === NON_ASCII_LETTER) ascii = false;
      else hash = hashStep(hash, word);
      i += 1;
      if (i >= length) break;
      const code = description.charCodeAt(i);
      word = wordCode(code);
      // A typographic apostrophe reads as a letter unless it is a possessive's.
      if ((code === 39 || code === 0x2019) && possessiveAt(description, i)) {
        stemEnd = i;
        stemHash = hash;
        i += 1;
        word = 115;
      } else if (word === 0) break;
    }
    if (!ascii) continue;
    best = better(best, phrasesAt(description, start, i, hash), description, i, type);
    if (stemEnd >= 0) {
      const stem = phrasesAt(description, start, stemEnd, stemHash);
      best = better(best, stem, description, i, type);
    }
  }
  return best;
}

/** The best of `best` and the phrases starting with a word that ends at `end`. */
function better(
  best: Phrase | undefined,
  candidates: readonly Phrase[] | undefined,
  description: string,
  end: number,
  type: TransactionType | undefined,
): Phrase | undefined {
  if (candidates === undefined) return best;
  let chosen = best;
  for (const phrase of candidates) {
    if (chosen !== undefined && phrase.rank >= chosen.rank) continue;
    if (!fits(phrase.family, type)) continue;
    if (phrase.rest.length > 0 && !restAt(description, end, phrase.rest)) continue;
    chosen = phrase;
  }
  return chosen;
}

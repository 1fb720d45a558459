/**
 * Words that say how money moved, not who it went to or came from: a bank puts them around the
 * payee and they vary between occurrences of the same payment.
 */
const CHANNEL_WORDS = new Set([
  'ach',
  'bacs',
  'card',
  'chq',
  'credit',
  'dd',
  'debit',
  'direct',
  'eft',
  'fps',
  'giro',
  'inv',
  'invoice',
  'no',
  'online',
  'payment',
  'pmt',
  'pos',
  'purchase',
  'recurring',
  'ref',
  'sepa',
  'so',
  'transaction',
  'trf',
  'txn',
  'visa',
  'mastercard',
  'id',
]);

const MONTH_WORDS = new Set([
  'jan',
  'feb',
  'mar',
  'apr',
  'may',
  'jun',
  'jul',
  'aug',
  'sep',
  'sept',
  'oct',
  'nov',
  'dec',
]);

/** Anything with a digit: card numbers, dates, reference and invoice numbers, trailing ids. */
const HAS_DIGIT = /\d/;
/** Separators between words: whitespace and punctuation, but not letters of any script. */
const SEPARATORS = /[^\p{L}\p{N}&]+/u;

/**
 * The payee key of a bank description: what stays the same between occurrences of one payment.
 * Lower-cased; tokens with a digit (card numbers, dates, references), month names and channel
 * words (ACH, CARD, POS, ...) are dropped. "CARD 0923 AWS EMEA 4491" and "CARD 1023 AWS EMEA
 * 8812" both give "aws emea". When nothing is left, the lower-cased description is the key.
 */
export function normalisePayee(description: string): string {
  const lower = description.toLowerCase();
  const kept: string[] = [];
  for (const token of lower.split(SEPARATORS)) {
    if (token === '' || HAS_DIGIT.test(token)) continue;
    if (CHANNEL_WORDS.has(token) || MONTH_WORDS.has(token)) continue;
    kept.push(token);
  }
  if (kept.length > 0) return kept.join(' ');
  return lower.trim().replace(/\s+/g, ' ');
}

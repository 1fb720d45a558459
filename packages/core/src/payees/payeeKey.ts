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
  'ccd',
  'ppd',
  'ctx',
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

/** Whether a character code separates words: ASCII whitespace and punctuation but `&`. */
function isSeparator(code: number): boolean {
  if (code >= 48 && code <= 57) return false;
  if (code >= 97 && code <= 122) return false;
  if (code === 38) return false;
  if (code < 128) return true;
  // Other scripts' letters are kept; their spaces and punctuation are few enough to list.
  return code === 0xa0 || code === 0x2013 || code === 0x2014 || code === 0x2019 || code === 0x3000;
}

const isDigitCode = (code: number): boolean => code >= 48 && code <= 57;
const isVowel = (code: number): boolean =>
  code === 97 || code === 101 || code === 105 || code === 111 || code === 117 || code === 121;

/**
 * The word a token of a description stands for, or '' when it names no one: a token with digits
 * keeps only the letters before a trailing run of digits ("ads1234" is "ads": a card descriptor
 * glues a product to its reference), else it is a number, date or reference and is dropped; six
 * letters or more without a vowel are a trace id ("pnttjgrr").
 */
function wordOf(token: string, digitAt: number): string {
  if (digitAt >= 0) {
    if (digitAt < 2) return '';
    for (let k = digitAt; k < token.length; k += 1) {
      if (!isDigitCode(token.charCodeAt(k))) return '';
    }
    return wordOf(token.slice(0, digitAt), -1);
  }
  if (token.length >= 6) {
    let vowels = 0;
    for (let k = 0; k < token.length; k += 1) if (isVowel(token.charCodeAt(k))) vowels += 1;
    if (vowels === 0 && token.charCodeAt(0) < 128) return '';
  }
  return CHANNEL_WORDS.has(token) || MONTH_WORDS.has(token) ? '' : token;
}

/**
 * The matching form of a payee's text: lower-cased words, without numbers, dates, references,
 * trace ids, month names and channel words (ACH, CARD, POS, ...). "CARD 0923 AWS EMEA 4491" and
 * "CARD 1023 AWS EMEA 8812" both give "aws emea". When nothing is left, the lower-cased text is
 * the key. One scan of the characters: it runs once per distinct description of large ledgers.
 */
export function keyOfText(text: string): string {
  const lower = text.toLowerCase();
  let key = '';
  let start = -1;
  let digitAt = -1;
  for (let i = 0; i <= lower.length; i += 1) {
    const code = i < lower.length ? lower.charCodeAt(i) : 32;
    if (!isSeparator(code)) {
      if (start < 0) start = i;
      if (digitAt < 0 && isDigitCode(code)) digitAt = i - start;
      continue;
    }
    if (start >= 0) {
      const word = wordOf(lower.slice(start, i), digitAt);
      if (word !== '') key = key === '' ? word : `${key} ${word}`;
    }
    start = -1;
    digitAt = -1;
  }
  if (key !== '') return key;
  return lower.trim().replace(/\s+/g, ' ');
}

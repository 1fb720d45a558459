/**
 * Whether a lower-cased character code is part of a word: ASCII letters and digits, `&` (PG&E,
 * AT&T), and any non-ASCII character but a few spaces and dashes (other scripts' letters).
 */
function isWordChar(code: number): boolean {
  if (code >= 97 && code <= 122) return true;
  if (code >= 48 && code <= 57) return true;
  if (code === 38) return true;
  if (code < 128) return false;
  return code !== 0xa0 && code !== 0x2013 && code !== 0x2014 && code !== 0x2019 && code !== 0x3000;
}

const isDigit = (code: number): boolean => code >= 48 && code <= 57;

/**
 * The lower-cased words of a text, a run of digits being a word of its own: "SALESFORCE.COM*INV
 * 0923" gives salesforce, com, inv, 0923, and "GOOGLE *ADS7731" google, ads, 7731.
 */
export function wordsOf(text: string): string[] {
  const lower = text.toLowerCase();
  const words: string[] = [];
  let start = -1;
  for (let i = 0; i <= lower.length; i += 1) {
    const code = i < lower.length ? lower.charCodeAt(i) : 32;
    const inWord = isWordChar(code);
    if (start >= 0 && (!inWord || isDigit(code) !== isDigit(lower.charCodeAt(i - 1)))) {
      words.push(lower.slice(start, i));
      start = -1;
    }
    if (inWord && start < 0) start = i;
  }
  return words;
}

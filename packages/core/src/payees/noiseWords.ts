const isDigit = (code: number): boolean => code >= 48 && code <= 57;
const isAsciiLetter = (code: number): boolean =>
  (code >= 65 && code <= 90) || (code >= 97 && code <= 122);
const isVowel = (code: number): boolean => {
  const lower = code | 32;
  return (
    lower === 97 ||
    lower === 101 ||
    lower === 105 ||
    lower === 111 ||
    lower === 117 ||
    lower === 121
  );
};

/**
 * Whether a word of a bank line is no part of a name: a number, date, amount, masked card number
 * ("XXX3521", "#1052"), store or reference number (three digits in a row, or a code of eight or
 * more letters and digits with two of each), or a trace id (six letters or more, no vowel).
 * Reads character codes: it runs on every word of every description.
 */
export function isNoiseWord(word: string): boolean {
  let digits = 0;
  let run = 0;
  let letters = 0;
  let vowels = 0;
  let other = 0;
  let leadingX = 0;
  for (let i = 0; i < word.length; i += 1) {
    const code = word.charCodeAt(i);
    if (isDigit(code)) {
      digits += 1;
      run += 1;
      if (run >= 3) return true;
      continue;
    }
    run = 0;
    if (isAsciiLetter(code)) {
      letters += 1;
      if (isVowel(code)) vowels += 1;
      if ((code | 32) === 120 && leadingX === i) leadingX += 1;
    } else if (code === 35 || code === 42) {
      if (i === 0) return true; // "#1052", "#", "*1234"
      other += 1;
    } else if (code > 127) {
      letters += 1;
      vowels += 1;
    } else {
      other += 1;
    }
  }
  if (letters === 0) return word !== '&';
  if (leadingX === letters && digits > 0) return true;
  if (digits >= 2 && letters >= 2 && word.length >= 8) return true;
  return letters >= 6 && vowels === 0 && digits === 0 && other === 0;
}

/** "ADS1234567890" is "ADS": a card line glues the product to a reference. */
export function withoutReference(word: string): string {
  let end = word.length;
  while (end > 0 && isDigit(word.charCodeAt(end - 1))) end -= 1;
  if (word.length - end < 4 || end < 2) return word;
  let masked = true;
  for (let i = 0; i < end; i += 1) {
    const code = word.charCodeAt(i);
    if (!isAsciiLetter(code)) return word;
    if ((code | 32) !== 120) masked = false;
  }
  // "XXX3521" is a masked card number, left whole for the noise test.
  return masked ? word : word.slice(0, end);
}

/**
 * The form of a description that is sent to the model and under which rows share one answer: lower
 * case, single spaces, and every word holding two or more digits (a card number, a date, a
 * reference such as `US*2K4AB`) replaced by `#`; `7-Eleven` stays. A ledger repeats its payees,
 * so this leaves few distinct ones, and no card or reference number leaves the browser. Empty for
 * a row with no description, or one with no letters (a bare reference says nothing of the money).
 */
export function normaliseDescription(value: unknown): string {
  if (value === null || value === undefined) return '';
  const text = typeof value === 'string' ? value : String(value);
  const words = text
    .toLowerCase()
    .split(/\s+/)
    .filter((word) => word !== '')
    .map((word) => (/\d\D*\d/.test(word) ? '#' : word));
  const normalised = words.filter((word, i) => word !== '#' || words[i - 1] !== '#').join(' ');
  return /\p{L}/u.test(normalised) ? normalised : '';
}

/**
 * Texts that repeat (dates, categories, accounts) as each distinct one once and a position per
 * row: how the store keeps a page's dates and categories, and how the page sends the query worker
 * its rows. A chunk of 16,384 rows holds a few hundred dates and a handful of categories and
 * accounts: sent so, the page joins no million strings and the worker makes none, turning each
 * distinct text into its code once (at a million rows, three million strings of garbage before).
 */
export type CodedTexts = { values: string[]; index: Uint32Array };

/** Codes `count` texts, the k-th being `textAt(k)`. */
export function codeTexts(count: number, textAt: (k: number) => string): CodedTexts {
  const positions = new Map<string, number>();
  const values: string[] = [];
  const index = new Uint32Array(count);
  for (let k = 0; k < count; k += 1) {
    const text = textAt(k);
    let position = positions.get(text);
    if (position === undefined) {
      position = values.length;
      positions.set(text, position);
      values.push(text);
    }
    index[k] = position;
  }
  return { values, index };
}

/** Each row's text again, in order. */
export function decodeTexts({ values, index }: CodedTexts): string[] {
  return Array.from(index, (position) => values[position] as string);
}

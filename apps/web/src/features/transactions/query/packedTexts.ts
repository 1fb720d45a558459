/**
 * Many strings sent as one: a message copies one long string at memory speed, where thousands of
 * short ones are each cloned on their own (at a million rows, seconds of the page's time).
 */
export type PackedTexts = {
  joined: string;
  /** Where each string ends in `joined`. */
  ends: Int32Array;
};

export function packTexts(texts: readonly string[]): PackedTexts {
  const ends = new Int32Array(texts.length);
  let end = 0;
  for (let k = 0; k < texts.length; k += 1) {
    end += (texts[k] as string).length;
    ends[k] = end;
  }
  return { joined: texts.join(''), ends };
}

export function unpackTexts({ joined, ends }: PackedTexts): string[] {
  const texts = new Array<string>(ends.length);
  let start = 0;
  for (let k = 0; k < ends.length; k += 1) {
    const end = ends[k] as number;
    texts[k] = joined.slice(start, end);
    start = end;
  }
  return texts;
}

// How plausible the letters are that a single-byte code page makes of a file's high bytes: the
// letters of Western and of Central European languages count for their code page, control
// characters (bytes a code page leaves unassigned) against it. Only letters that differ between
// the code pages decide: é, ä, ö, ü and ß are the same bytes in all of them.

const WEIGHTS: ReadonlyMap<number, number> = new Map([
  // Western letters and signs whose bytes are other letters in Central European code pages.
  ...weigh('èàêñåøæ£€', 1),
  ...weigh('õ', 0.7),
  ...weigh('òìùûïëœÀÈÅØÆÑ', 0.5),
  ...weigh('ãºªÃÊ', 0.3),
  ...weigh('¿¡', 0.2),
  // Central European letters.
  ...weigh('čřěůšžłőăşđ', 1),
  ...weigh('ąęśżć', 0.8),
  ...weigh('ń', 0.7),
  ...weigh('źňťďţľűČŘŠŽŁŚŻ', 0.5),
  ...weigh('ĚŮŐŰŤĎŇĄĘĆŃŹĽĂŞĐ', 0.3),
  ...weigh('ĺŕ', 0.2),
]);

/** A control character in text is a byte the code page does not assign. */
const CONTROL_WEIGHT = -3;

function weigh(letters: string, weight: number): [number, number][] {
  return Array.from(letters, (letter) => [letter.charCodeAt(0), weight]);
}

/** `counts[i]` is how often byte 0x80 + i occurs; `high[i]` is the character it stands for. */
export function singleByteScore(counts: readonly number[], high: readonly number[]): number {
  let score = 0;
  for (let i = 0; i < counts.length; i++) {
    const count = counts[i]!;
    if (count === 0) continue;
    const code = high[i]!;
    const weight = code >= 0x80 && code < 0xa0 ? CONTROL_WEIGHT : (WEIGHTS.get(code) ?? 0);
    score += count * weight;
  }
  return score;
}

import type { Delimiter } from './types.js';

const CANDIDATES: readonly Delimiter[] = [',', ';', '\t', '|'];
const SAMPLE_CHARS = 64 * 1024;
const SAMPLE_LINES = 40;

function countsPerLine(lines: readonly string[], delimiter: string): number[] {
  const code = delimiter.charCodeAt(0);
  return lines.map((line) => {
    let count = 0;
    let quoted = false;
    for (let i = 0; i < line.length; i++) {
      const c = line.charCodeAt(i);
      if (c === 34) quoted = !quoted;
      else if (c === code && !quoted) count++;
    }
    return count;
  });
}

/**
 * Picks the delimiter that splits the most lines into the same number of cells, favouring more
 * cells: a German file with `-1.234,56` amounts has a steady count of commas too, but fewer than
 * its semicolons. Title lines above the header weigh little against the data lines.
 */
export function detectDelimiter(text: string): Delimiter {
  const lines = text
    .slice(0, SAMPLE_CHARS)
    .split(/\r\n|\n|\r/)
    .filter((line) => line.trim() !== '')
    .slice(0, SAMPLE_LINES);
  let best: Delimiter = ',';
  let bestScore = 0;
  for (const delimiter of CANDIDATES) {
    const counts = countsPerLine(lines, delimiter);
    const frequency = new Map<number, number>();
    for (const count of counts) {
      if (count > 0) frequency.set(count, (frequency.get(count) ?? 0) + 1);
    }
    for (const [cells, lineCount] of frequency) {
      const score = lineCount * (1 + Math.log2(cells) / 10);
      if (score > bestScore) {
        best = delimiter;
        bestScore = score;
      }
    }
  }
  return best;
}

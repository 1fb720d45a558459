import Papa from 'papaparse';
import type { ParseConfig } from 'papaparse';
import type { Delimiter } from './types.js';

/**
 * Characters papaparse reads at a time: large enough that the work per chunk is negligible, small
 * enough that a chunk's rows (about a thousand) are let go while they are still new to the
 * garbage collector, rather than copied into the old generation to wait for a full collection.
 */
export const CHUNK_CHARS = 1 << 16;
/** papaparse guesses line endings from this many characters at the start of its input. */
const LINE_ENDING_SAMPLE = 1 << 20;

/** A malformed spot papaparse reported: `row` is the 0-based row of the file. */
export type ParseProblem = { row: number; message: string };

/**
 * Handed each chunk's complete rows (`rows[0]` is row `firstRow` of the file, 0-based) and the
 * problems found in them. Returns false to stop parsing.
 */
export type ChunkHandler = (
  rows: readonly string[][],
  firstRow: number,
  problems: readonly ParseProblem[],
) => boolean;

/**
 * The most rows the text can hold: one more than its line feeds (a quoted cell may hold line
 * breaks, so there may be fewer). A file whose lines end in a lone carriage return counts as one
 * line here; what is sized from this grows as needed.
 */
export function mostRows(text: string): number {
  let count = 1;
  for (let at = text.indexOf('\n'); at !== -1; at = text.indexOf('\n', at + 1)) count++;
  return count;
}

/** What papaparse's parser returns for a piece of text. */
type PieceResult = {
  data: string[][];
  errors: { row?: number; message: string }[];
  meta: { cursor: number };
};

/**
 * Parses CSV text with papaparse a chunk at a time, synchronously. Rows come out exactly as from
 * one `Papa.parse` of the whole text: a chunk's unfinished last line (a quoted field may span
 * lines) is carried over to the next chunk, as papaparse's own string streamer does. A chunk
 * rather than a row at a time, because papaparse's `step` callback builds three objects per row.
 * The chunks are fed to papaparse's parser in a loop rather than through its streamer, which
 * reads each chunk from inside the call that read the previous one: every chunk's rows and text
 * stayed referenced from the stack until the last, so a million-row file was held twice over.
 */
export function parseInChunks(
  text: string,
  delimiter: Delimiter,
  onChunk: ChunkHandler,
  chunkChars: number = CHUNK_CHARS,
): void {
  let firstRow = 0;
  // Guessed once from the start of the whole text, as one parse of it would: papaparse guesses from
  // its first chunk, which would make the result depend on where that chunk ends.
  // Without a carriage return papaparse's guess is always '\n': most files skip its scan of 1 MB.
  const sample = text.slice(0, LINE_ENDING_SAMPLE);
  const newline = (
    sample.includes('\r') ? Papa.parse(sample, { delimiter, preview: 1 }).meta.linebreak : '\n'
  ) as ParseConfig['newline'];
  const size = Math.max(1, chunkChars);
  let partialLine = '';
  let baseIndex = 0;
  for (let at = 0; at < text.length || at === 0; at += size) {
    const finished = at + size >= text.length;
    const piece = partialLine + text.slice(at, at + size);
    const parser = new Papa.Parser({ delimiter, newline, skipEmptyLines: false });
    const results = parser.parse(piece, baseIndex, !finished) as PieceResult;
    if (!finished) {
      partialLine = piece.substring(results.meta.cursor - baseIndex);
      baseIndex = results.meta.cursor;
    }
    const rows = results.data;
    const problems: ParseProblem[] = [];
    for (const error of results.errors) {
      const row = error.row ?? 0;
      // A problem in the unfinished last line is found again when the next chunk reads it.
      if (row < rows.length) problems.push({ row: firstRow + row, message: error.message });
    }
    if (!onChunk(rows, firstRow, problems)) return;
    firstRow += rows.length;
  }
}

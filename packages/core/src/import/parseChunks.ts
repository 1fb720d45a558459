import Papa from 'papaparse';
import type { LocalFile, ParseConfig, ParseLocalConfig, ParseResult, Parser } from 'papaparse';
import type { Delimiter } from './types.js';

/** Characters papaparse reads at a time: large enough that the work per chunk is negligible. */
export const CHUNK_CHARS = 1 << 22;
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
 * Parses CSV text with papaparse a chunk at a time, synchronously. Rows come out exactly as from
 * one `Papa.parse` of the whole text: papaparse carries a chunk's unfinished last line (a quoted
 * field may span lines) over to the next chunk. A chunk rather than a row at a time, because
 * papaparse's `step` callback builds three objects per row.
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
  const newline = sample.includes('\r')
    ? Papa.parse(sample, { delimiter, preview: 1 }).meta.linebreak
    : '\n';
  const config = {
    delimiter,
    newline,
    skipEmptyLines: false,
    chunkSize: chunkChars,
    chunk(results: ParseResult<string[]>, parser: Parser) {
      const rows = results.data;
      const problems: ParseProblem[] = [];
      for (const error of results.errors) {
        const row = error.row ?? 0;
        // A problem in the unfinished last line is found again when the next chunk reads it.
        if (row < rows.length) problems.push({ row: firstRow + row, message: error.message });
      }
      const more = onChunk(rows, firstRow, problems);
      firstRow += rows.length;
      if (!more) parser.abort();
    },
  };
  // @types/papaparse allows `chunk` only for File input, but papaparse's string streamer honours
  // `chunkSize` and `chunk` just the same (and calls back synchronously).
  Papa.parse(
    text,
    config as unknown as ParseLocalConfig<string[], LocalFile> &
      ParseConfig<string[]> & { download?: false; worker?: false },
  );
}

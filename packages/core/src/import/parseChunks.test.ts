import fc from 'fast-check';
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { mostRows, parseInChunks } from './parseChunks.js';
import type { ParseProblem } from './parseChunks.js';

function chunked(
  text: string,
  chunkChars: number,
): { rows: string[][]; problems: ParseProblem[]; firstRows: number[] } {
  const rows: string[][] = [];
  const problems: ParseProblem[] = [];
  const firstRows: number[] = [];
  parseInChunks(
    text,
    ',',
    (chunkRows, firstRow, chunkProblems) => {
      firstRows.push(firstRow);
      rows.push(...chunkRows);
      problems.push(...chunkProblems);
      return true;
    },
    chunkChars,
  );
  return { rows, problems, firstRows };
}

function whole(text: string): { rows: string[][]; problems: ParseProblem[] } {
  const result = Papa.parse<string[]>(text, { delimiter: ',', skipEmptyLines: false });
  return {
    rows: result.data,
    problems: result.errors.map((error) => ({ row: error.row ?? 0, message: error.message })),
  };
}

describe('parseInChunks', () => {
  it('hands over rows a chunk at a time with the file row of each chunk', () => {
    const text = 'Date,Amount\n2024-01-01,1.00\n2024-01-02,2.00\n2024-01-03,3.00\n';
    const { rows, firstRows } = chunked(text, 20);
    expect(rows).toEqual(whole(text).rows);
    expect(firstRows.length).toBeGreaterThan(2);
    let expectedFirst = 0;
    const sizes: number[] = [];
    parseInChunks(
      text,
      ',',
      (chunkRows, firstRow) => {
        expect(firstRow).toBe(expectedFirst);
        expectedFirst += chunkRows.length;
        sizes.push(chunkRows.length);
        return true;
      },
      20,
    );
    expect(sizes.reduce((sum, size) => sum + size, 0)).toBe(5);
  });

  it('reads each chunk after the last has returned, not from inside it', () => {
    // A chunk read from inside the call that read the one before keeps every earlier chunk's rows
    // referenced from the stack until the end.
    const lines = Array.from({ length: 2_000 }, (_, i) => `2024-01-01,${i}`);
    const text = ['Date,Amount', ...lines].join('\n');
    const limit = Error.stackTraceLimit;
    Error.stackTraceLimit = Number.POSITIVE_INFINITY;
    const depths: number[] = [];
    let read = 0;
    try {
      parseInChunks(
        text,
        ',',
        (chunkRows) => {
          depths.push(new Error().stack!.split('\n').length);
          read += chunkRows.length;
          return true;
        },
        64,
      );
    } finally {
      Error.stackTraceLimit = limit;
    }
    expect(read).toBe(2_001);
    expect(depths.length).toBeGreaterThan(300);
    expect(new Set(depths)).toEqual(new Set([depths[0]]));
  });

  it('counts the most rows a text can hold from its line feeds', () => {
    expect(mostRows('')).toBe(1);
    expect(mostRows('a,b')).toBe(1);
    expect(mostRows('a,b\nc,d\n')).toBe(3);
    expect(mostRows('a,b\r\nc,d')).toBe(2);
    expect(mostRows('"two\nlines",x\ny,z')).toBe(3);
  });

  it('stops when the handler says so', () => {
    let calls = 0;
    parseInChunks(
      'a,b\nc,d\ne,f\ng,h\n',
      ',',
      () => {
        calls++;
        return false;
      },
      4,
    );
    expect(calls).toBe(1);
  });

  it('reports a malformed row once, with its file row, when a chunk ends inside it', () => {
    const text = 'a,b\nc,d\ne,f\ng,"unclosed\n';
    const expected = whole(text);
    expect(expected.problems).toEqual([{ row: 3, message: 'Quoted field unterminated' }]);
    for (let size = 3; size <= text.length; size++) {
      expect(chunked(text, size)).toMatchObject(expected);
    }
  });

  it('gives exactly the rows and problems of one parse of the whole text, wherever chunks end', () => {
    const cell = fc.oneof(
      fc.constantFrom('', 'x', 'yz', '1.00', ' '),
      fc.constantFrom(
        '"q"',
        '"a,b"',
        '"line\nbreak"',
        '"cr\rin"',
        '"say ""hi"""',
        '"bad"x',
        '"open',
      ),
    );
    const line = fc.array(cell, { minLength: 1, maxLength: 4 }).map((cells) => cells.join(','));
    const file = fc.record({
      lines: fc.array(line, { minLength: 1, maxLength: 12 }),
      newline: fc.constantFrom('\n', '\r\n', '\r'),
      chunkChars: fc.integer({ min: 1, max: 40 }),
    });
    fc.assert(
      fc.property(file, ({ lines, newline, chunkChars }) => {
        const text = ['h1,h2', ...lines].join(newline);
        const { rows, problems } = chunked(text, chunkChars);
        expect({ rows, problems }).toEqual(whole(text));
      }),
      { numRuns: 500 },
    );
  });
});

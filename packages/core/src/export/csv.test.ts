import { describe, expect, it } from 'vitest';
import { toCsv } from './csv.js';

describe('toCsv', () => {
  it('gives an empty string for no rows', () => {
    expect(toCsv([])).toBe('');
  });

  it('takes the columns from the first row, in order', () => {
    const csv = toCsv([
      { b: 1, a: 'x' },
      { a: 'y', b: 2, extra: 'ignored' },
    ]);
    expect(csv).toBe('b,a\n1,x\n2,y');
  });

  it('quotes values holding a comma or a double quote and doubles inner quotes', () => {
    const csv = toCsv([{ name: 'Smith, J', note: 'says "hi"', plain: 'ok' }]);
    expect(csv).toBe('name,note,plain\n"Smith, J","says ""hi""",ok');
  });

  it('quotes line breaks so a cell cannot start a new record', () => {
    expect(toCsv([{ a: 'one\ntwo' }])).toBe('a\n"one\ntwo"');
  });

  it('writes missing and null values as empty cells and booleans as words', () => {
    expect(toCsv([{ a: 1, b: null, c: true }, { a: 2 }])).toBe('a,b,c\n1,,true\n2,,');
  });

  it('neutralises formula cells but keeps negative numbers as numbers', () => {
    const csv = toCsv([{ description: '=HYPERLINK("http://evil")', amount: -42.5, text: '-7' }]);
    expect(csv).toBe('description,amount,text\n"\'=HYPERLINK(""http://evil"")",-42.5,-7');
  });
});

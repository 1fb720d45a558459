import { describe, expect, it } from 'vitest';
import { decodeText, encodeText } from './textColumn';
import type { TextDictionary } from './textColumn';

const anyText = () => true;

describe('text columns', () => {
  it('store a repeating column once per text, rows without one included, and read it back', () => {
    const column = ['acct-1', undefined, 'acct-2', 'acct-1', 'acct-1', undefined];
    const stored = structuredClone(encodeText(column)) as TextDictionary;
    expect(stored.values).toEqual(['acct-1', 'acct-2']);
    expect(decodeText(stored, column.length, anyText)).toEqual(column);
  });

  it('keep a column of mostly distinct texts as a list', () => {
    const column = ['ref-1', 'ref-2', 'ref-3', 'ref-1'];
    const stored = encodeText(column);
    expect(stored).toEqual(column);
    expect(stored).not.toBe(column);
    expect(decodeText(structuredClone(stored), 4, anyText)).toEqual(column);
  });

  it('give every row of a dictionary the same string, so rows share it', () => {
    const rows = decodeText(encodeText(['Rent', 'Rent', 'Rent']), 3, anyText) ?? [];
    expect(rows).toEqual(['Rent', 'Rent', 'Rent']);
  });

  it('mark a stored text the check refuses as null, in either layout, and absent ones as undefined', () => {
    const nonEmpty = (text: string) => text !== '';
    const dictionary = { values: ['ok', '', 7], index: Uint32Array.from([0, 1, 2, 0xffffffff, 9]) };
    expect(decodeText(dictionary, 5, nonEmpty)).toEqual(['ok', null, null, undefined, null]);
    expect(decodeText(['ok', '', 7, undefined], 4, nonEmpty)).toEqual([
      'ok',
      null,
      null,
      undefined,
    ]);
  });

  it('answer nothing for a value that is no column of that many rows', () => {
    expect(decodeText(['a', 'b'], 3, anyText)).toBeUndefined();
    expect(decodeText({ values: ['a'], index: new Uint32Array(2) }, 3, anyText)).toBeUndefined();
    expect(decodeText({ values: ['a'], index: [0, 0, 0] }, 3, anyText)).toBeUndefined();
    expect(decodeText('a', 1, anyText)).toBeUndefined();
  });
});

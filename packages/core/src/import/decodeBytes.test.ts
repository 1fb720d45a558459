import { describe, expect, it } from 'vitest';
import { decodeBytes, looksLikeText } from './decodeBytes.js';

const bytes = (...values: number[]): Uint8Array => new Uint8Array(values);

describe('decodeBytes', () => {
  it('reads UTF-8 and drops its byte order mark', () => {
    expect(decodeBytes(bytes(0xef, 0xbb, 0xbf, 0x43, 0x61, 0x66, 0xc3, 0xa9))).toEqual({
      text: 'Café',
      encoding: 'utf-8',
    });
    expect(decodeBytes(bytes(0xe2, 0x82, 0xac, 0x31)).text).toBe('€1');
  });

  it('reads bytes that are not UTF-8 as Windows-1252', () => {
    // "Café – £5 €" as a Windows spreadsheet writes it.
    const result = decodeBytes(
      bytes(0x43, 0x61, 0x66, 0xe9, 0x20, 0x96, 0x20, 0xa3, 0x35, 0x20, 0x80),
    );
    expect(result).toEqual({ text: 'Café – £5 €', encoding: 'windows-1252' });
  });

  it('reads Central European bytes as Windows-1250 or ISO-8859-2, whichever makes letters', () => {
    // "Příjem převodem, škoda" in each code page: š is 0x9A in Windows-1250, 0xB9 in ISO-8859-2.
    const word = [0x50, 0xf8, 0xed, 0x6a, 0x65, 0x6d, 0x20, 0x70, 0xf8, 0x65, 0x76, 0x6f, 0x64];
    const tail = [0x65, 0x6d, 0x2c, 0x20];
    expect(decodeBytes(bytes(...word, ...tail, 0x9a, 0x6b, 0x6f, 0x64, 0x61, 0x20, 0xec))).toEqual({
      text: 'Příjem převodem, škoda ě',
      encoding: 'windows-1250',
    });
    expect(decodeBytes(bytes(...word, ...tail, 0xb9, 0x6b, 0x6f, 0x64, 0x61, 0x20, 0xec))).toEqual({
      text: 'Příjem převodem, škoda ě',
      encoding: 'iso-8859-2',
    });
  });

  it('reads UTF-16 without a byte order mark by its zero bytes', () => {
    expect(decodeBytes(bytes(0x44, 0x00, 0x61, 0x00, 0x74, 0x00, 0xe9, 0x00))).toEqual({
      text: 'Daté',
      encoding: 'utf-16le',
    });
    expect(decodeBytes(bytes(0x00, 0x44, 0x00, 0x61, 0x00, 0x74, 0x00, 0xe9))).toEqual({
      text: 'Daté',
      encoding: 'utf-16be',
    });
  });

  it('does not take a binary file with zero bytes for UTF-16', () => {
    // The start of a ZIP archive (an .xlsx file renamed .csv).
    const zip = bytes(0x50, 0x4b, 0x03, 0x04, 0x14, 0x00, 0x06, 0x00, 0x08, 0x00, 0x00, 0x00, 0x21);
    expect(decodeBytes(zip).encoding).not.toMatch(/^utf-16/);
    expect(looksLikeText(decodeBytes(zip).text)).toBe(false);
  });

  it('reads UTF-16 with a byte order mark, little and big endian', () => {
    expect(decodeBytes(bytes(0xff, 0xfe, 0x41, 0x00, 0xe9, 0x00))).toEqual({
      text: 'Aé',
      encoding: 'utf-16le',
    });
    expect(decodeBytes(bytes(0xfe, 0xff, 0x00, 0x41, 0x00, 0xe9))).toEqual({
      text: 'Aé',
      encoding: 'utf-16be',
    });
  });
});

describe('looksLikeText', () => {
  it('accepts CSV text with tabs and line breaks', () => {
    expect(looksLikeText('Date\tAmount\r\n2024-01-01\t5\n')).toBe(true);
  });

  it('rejects text with NUL or many control characters', () => {
    expect(looksLikeText('PK\u0003\u0004\u0000\u0000')).toBe(false);
    expect(looksLikeText('\u0001\u0002\u0003abc')).toBe(false);
  });
});

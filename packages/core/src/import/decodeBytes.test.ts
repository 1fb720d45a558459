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

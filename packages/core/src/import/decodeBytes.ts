import { ISO_8859_2_HIGH, WINDOWS_1250_HIGH } from './codePages.js';
import { singleByteScore } from './singleByteScore.js';

/** The encodings `decodeBytes` tells apart, as it reports them. */
export const TEXT_ENCODINGS = [
  'utf-8',
  'utf-16le',
  'utf-16be',
  'windows-1252',
  'iso-8859-1',
  'windows-1250',
  'iso-8859-2',
] as const;
export type TextEncodingName = (typeof TEXT_ENCODINGS)[number];

export type DecodedText = { text: string; encoding: TextEncodingName };

/**
 * Turns an uploaded file's bytes into text for `importCsv`: a UTF-8 or UTF-16 byte order mark is
 * honoured and dropped; UTF-16 without one is known by its zero bytes; bytes that are not valid
 * UTF-8 are read in the single-byte code page whose letters they make most plausible: Windows-1252
 * (Western, which covers ISO-8859-1), Windows-1250 or ISO-8859-2 (Central European), so that
 * `Café` stays `Café` and `Příjem` stays `Příjem`. TextDecoder is a standard global of browsers and
 * Node alike, and pure.
 */
export function decodeBytes(bytes: Uint8Array): DecodedText {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) {
    return { text: new TextDecoder('utf-8').decode(bytes.subarray(3)), encoding: 'utf-8' };
  }
  if (bytes[0] === 0xff && bytes[1] === 0xfe) {
    return { text: new TextDecoder('utf-16le').decode(bytes.subarray(2)), encoding: 'utf-16le' };
  }
  if (bytes[0] === 0xfe && bytes[1] === 0xff) {
    return { text: new TextDecoder('utf-16be').decode(bytes.subarray(2)), encoding: 'utf-16be' };
  }
  const utf16 = utf16WithoutMark(bytes);
  if (utf16 !== null) return { text: new TextDecoder(utf16).decode(bytes), encoding: utf16 };
  try {
    return { text: new TextDecoder('utf-8', { fatal: true }).decode(bytes), encoding: 'utf-8' };
  } catch {
    return decodeSingleByte(bytes);
  }
}

/** Bytes looked at to tell UTF-16 without a byte order mark: a few lines of text. */
const UTF16_SAMPLE = 4096;

/**
 * UTF-16 text of a CSV file is mostly ASCII: most pairs of bytes are a printable ASCII byte and a
 * zero, the zero second in little-endian order and first in big-endian. Text in an 8-bit encoding
 * has no zero bytes, and binary files (archives, images) do not pair them with printable bytes.
 */
function utf16WithoutMark(bytes: Uint8Array): 'utf-16le' | 'utf-16be' | null {
  const end = Math.min(bytes.length, UTF16_SAMPLE) & ~1;
  if (end < 4) return null;
  let asciiFirst = 0;
  let asciiSecond = 0;
  for (let i = 0; i < end; i += 2) {
    if (bytes[i + 1] === 0 && isTextByte(bytes[i]!)) asciiFirst++;
    if (bytes[i] === 0 && isTextByte(bytes[i + 1]!)) asciiSecond++;
  }
  const pairs = end / 2;
  if (asciiFirst * 2 >= pairs && asciiSecond * 10 < pairs) return 'utf-16le';
  if (asciiSecond * 2 >= pairs && asciiFirst * 10 < pairs) return 'utf-16be';
  return null;
}

/** A printable ASCII byte, a tab or a line break. */
function isTextByte(byte: number): boolean {
  return (byte >= 0x20 && byte < 0x7f) || byte === 0x09 || byte === 0x0a || byte === 0x0d;
}

// Bytes 0x80-0xFF of Windows-1252 (0xA0-0xFF are Latin-1). Decoded by hand because Node 20's
// TextDecoder('windows-1252') reads 0x80-0x9F as Latin-1 control characters (0x80 -> U+0080, not €).
const WINDOWS_1252_HIGH = [
  0x20ac,
  0x81,
  0x201a,
  0x192,
  0x201e,
  0x2026,
  0x2020,
  0x2021,
  0x2c6,
  0x2030,
  0x160,
  0x2039,
  0x152,
  0x8d,
  0x17d,
  0x8f,
  0x90,
  0x2018,
  0x2019,
  0x201c,
  0x201d,
  0x2022,
  0x2013,
  0x2014,
  0x2dc,
  0x2122,
  0x161,
  0x203a,
  0x153,
  0x9d,
  0x17e,
  0x178,
  ...Array.from({ length: 96 }, (_, i) => 0xa0 + i),
];

const CODE_PAGES: readonly { encoding: TextEncodingName; high: readonly number[] }[] = [
  { encoding: 'windows-1252', high: WINDOWS_1252_HIGH },
  { encoding: 'windows-1250', high: WINDOWS_1250_HIGH },
  { encoding: 'iso-8859-2', high: ISO_8859_2_HIGH },
];

/** Reads bytes in the code page whose high bytes make the likeliest letters; Windows-1252 on a tie. */
function decodeSingleByte(bytes: Uint8Array): DecodedText {
  const counts = new Array<number>(128).fill(0);
  for (let i = 0; i < bytes.length; i++) {
    const byte = bytes[i]!;
    if (byte >= 0x80) counts[byte - 0x80]!++;
  }
  let best = CODE_PAGES[0]!;
  let bestScore = singleByteScore(counts, best.high);
  for (const page of CODE_PAGES.slice(1)) {
    const score = singleByteScore(counts, page.high);
    if (score > bestScore) {
      best = page;
      bestScore = score;
    }
  }
  return { text: decodeWith(bytes, best.high), encoding: best.encoding };
}

const CHUNK = 8192;

const LATIN_1_HIGH = Array.from({ length: 128 }, (_, i) => 0x80 + i);

/**
 * Reads bytes in the Western code page a file declares (an OFX `CHARSET:1252` header, an XML
 * `encoding="ISO-8859-1"`): ISO-8859-1 maps every byte to the same code point.
 */
export function decodeWestern(
  bytes: Uint8Array,
  encoding: 'windows-1252' | 'iso-8859-1',
): DecodedText {
  return {
    text: decodeWith(bytes, encoding === 'windows-1252' ? WINDOWS_1252_HIGH : LATIN_1_HIGH),
    encoding,
  };
}

/** Bytes below 0x80 are ASCII; the others are looked up in `high` (0x80 first). */
function decodeWith(bytes: Uint8Array, high: readonly number[]): string {
  const parts: string[] = [];
  const codes: number[] = [];
  for (let i = 0; i < bytes.length; i++) {
    const byte = bytes[i]!;
    codes.push(byte < 0x80 ? byte : high[byte - 0x80]!);
    if (codes.length === CHUNK) {
      parts.push(String.fromCharCode(...codes));
      codes.length = 0;
    }
  }
  parts.push(String.fromCharCode(...codes));
  return parts.join('');
}

/**
 * True for text that can be a CSV file: no NUL characters and few other control characters
 * (tabs and line breaks aside). Catches images, archives and spreadsheets sent as `.csv`.
 */
export function looksLikeText(text: string): boolean {
  const sample = text.slice(0, 64 * 1024);
  let control = 0;
  for (let i = 0; i < sample.length; i++) {
    const c = sample.charCodeAt(i);
    if (c === 0) return false;
    if (c < 32 && c !== 9 && c !== 10 && c !== 13) control++;
  }
  return control <= sample.length / 100;
}

export type TextEncodingName = 'utf-8' | 'utf-16le' | 'utf-16be' | 'windows-1252';

export type DecodedText = { text: string; encoding: TextEncodingName };

/**
 * Turns an uploaded file's bytes into text for `importCsv`: a UTF-8 or UTF-16 byte order mark is
 * honoured and dropped; bytes that are not valid UTF-8 are read as Windows-1252, the encoding of
 * spreadsheet exports on Windows, so `Café` stays `Café` instead of becoming `Caf\uFFFD`.
 * TextDecoder is a standard global of browsers and Node alike, and pure.
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
  try {
    return { text: new TextDecoder('utf-8', { fatal: true }).decode(bytes), encoding: 'utf-8' };
  } catch {
    return { text: decodeWindows1252(bytes), encoding: 'windows-1252' };
  }
}

// Bytes 0x80-0x9F of Windows-1252 (the rest is Latin-1). Decoded by hand because Node 20's
// TextDecoder('windows-1252') reads these bytes as Latin-1 control characters (0x80 -> U+0080, not €).
const WINDOWS_1252_HIGH = [
  0x20ac, 0x81, 0x201a, 0x192, 0x201e, 0x2026, 0x2020, 0x2021, 0x2c6, 0x2030, 0x160, 0x2039, 0x152,
  0x8d, 0x17d, 0x8f, 0x90, 0x2018, 0x2019, 0x201c, 0x201d, 0x2022, 0x2013, 0x2014, 0x2dc, 0x2122,
  0x161, 0x203a, 0x153, 0x9d, 0x17e, 0x178,
];
const CHUNK = 8192;

export function decodeWindows1252(bytes: Uint8Array): string {
  const parts: string[] = [];
  const codes: number[] = [];
  for (let i = 0; i < bytes.length; i++) {
    const byte = bytes[i]!;
    codes.push(byte >= 0x80 && byte < 0xa0 ? WINDOWS_1252_HIGH[byte - 0x80]! : byte);
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

import { decodeBytes, decodeWestern } from '../decodeBytes.js';
import type { DecodedText } from '../decodeBytes.js';

/** Bytes looked at for a declared encoding: an OFX header or an XML declaration. */
const HEAD_BYTES = 1024;

type Declared = 'utf-8' | 'windows-1252' | 'iso-8859-1' | null;

function asciiHead(bytes: Uint8Array): string {
  let head = '';
  const end = Math.min(bytes.length, HEAD_BYTES);
  for (let i = 0; i < end; i++) head += String.fromCharCode(bytes[i]!);
  return head;
}

/** The encoding a statement's header declares, when it is one of the Western ones banks use. */
export function declaredEncoding(head: string): Declared {
  const xml = /<\?xml[^>]*encoding\s*=\s*["']([\w.-]+)["']/i.exec(head);
  const ofxCharset = /^\s*CHARSET:\s*([\w-]+)/im.exec(head);
  const ofxEncoding = /^\s*ENCODING:\s*([\w-]+)/im.exec(head);
  const name = (xml?.[1] ?? ofxCharset?.[1] ?? '').toLowerCase().replace(/_/g, '-');
  if (name === '1252' || name === 'windows-1252' || name === 'cp1252') return 'windows-1252';
  if (['8859-1', 'iso-8859-1', 'latin1', 'latin-1', 'iso8859-1'].includes(name)) {
    return 'iso-8859-1';
  }
  if (name === 'utf-8' || name === 'utf8') return 'utf-8';
  if (ofxEncoding?.[1]?.toLowerCase().replace('-', '') === 'utf8') return 'utf-8';
  return null;
}

/**
 * Turns a statement file's bytes into text: a byte order mark first, then the encoding the file
 * declares (OFX `CHARSET:1252`, XML `encoding="ISO-8859-1"`), else the guess `decodeBytes` makes.
 * A file declared UTF-8 whose bytes are not UTF-8 is guessed too: its declaration is wrong.
 */
export function decodeStatement(bytes: Uint8Array): DecodedText {
  const bom =
    (bytes[0] === 0xef && bytes[1] === 0xbb) ||
    (bytes[0] === 0xff && bytes[1] === 0xfe) ||
    (bytes[0] === 0xfe && bytes[1] === 0xff);
  if (bom) return decodeBytes(bytes);
  const declared = declaredEncoding(asciiHead(bytes));
  if (declared === 'windows-1252' || declared === 'iso-8859-1') {
    return decodeWestern(bytes, declared);
  }
  return decodeBytes(bytes);
}

import type { StatementFormat } from './statement.js';

/** What a file holds, by its content: a statement format, a spreadsheet, or CSV text. */
export type FileFormat = StatementFormat | 'xlsx' | 'csv';

/** Characters looked at: every format names itself in its first lines. */
const HEAD_CHARS = 4096;

/** An XLSX workbook is a ZIP archive: its bytes start with the local file header `PK\3\4`. */
export function isZipArchive(bytes: Uint8Array): boolean {
  return bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04;
}

/**
 * Tells the format of a statement's text by its content, so that an OFX saved as `.txt` still
 * imports; the file name's extension only settles a text that fits no format (then CSV).
 */
export function detectFormat(text: string, fileName = ''): FileFormat {
  const head = text.slice(0, HEAD_CHARS).replace(/^\ufeff/, '');
  if (/^\s*OFXHEADER\s*:/i.test(head) || /<\?OFX\b/i.test(head) || /<OFX>/i.test(head)) {
    return 'ofx';
  }
  if (/<\?xml|<Document\b|<[\w-]+:Document\b/i.test(head) && /camt\.05[234]|BkToCstmr/.test(head)) {
    return 'camt';
  }
  if (/^\s*!(Type|Account|Option)\b/im.test(head)) return 'qif';
  if (/^:20:/m.test(head) && /^:(25|28C?|60[FM]):/m.test(head)) return 'mt940';
  const extension = /\.([a-z0-9]+)$/i.exec(fileName)?.[1]?.toLowerCase() ?? '';
  if (extension === 'ofx' || extension === 'qfx') return 'ofx';
  if (extension === 'qif') return 'qif';
  if (extension === 'sta' || extension === 'mt940') return 'mt940';
  return 'csv';
}

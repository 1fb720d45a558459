/** app.md section 8: a failed import, in the spec's words. */
export function importErrorMessage(detail: string): string {
  return `Error importing CSV file: ${detail}. Please check the format and try again.`;
}

/** app.md section 4: an import message is red when it contains 'Error', otherwise green. */
export function messageTone(message: string): 'error' | 'success' {
  return message.includes('Error') ? 'error' : 'success';
}

/** The files import reads: CSV, OFX/QFX, QIF, camt XML, MT940 (.sta, .mt940, .txt) and XLSX. */
export const IMPORT_EXTENSIONS = [
  '.csv',
  '.ofx',
  '.qfx',
  '.qif',
  '.xml',
  '.sta',
  '.mt940',
  '.txt',
  '.xlsx',
];

export const UNSUPPORTED_FILE =
  'Only .csv, .ofx, .qfx, .qif, .xml (camt), .sta, .mt940, .txt and .xlsx files are supported';

export function isImportableFile(file: { name: string }): boolean {
  const name = file.name.toLowerCase();
  return IMPORT_EXTENSIONS.some((extension) => name.endsWith(extension));
}

export const REDIRECT_DELAY_MS = 2000;

/** `1 row`, `2 rows`, `1,000 rows`. */
export function countOf(n: number, one: string, many: string): string {
  return `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;
}

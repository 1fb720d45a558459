/**
 * The part of an id that names the file: its base name without extension, with anything but
 * letters, digits, `_` and `-` turned into `-` ("Chase Checking (Jan).csv" -> "Chase-Checking-Jan").
 */
export function fileStem(fileName: string): string {
  const base = fileName.split(/[\\/]/).pop() ?? '';
  const withoutExtension = base.replace(/\.[^.]*$/, '');
  const safe = withoutExtension
    .replace(/[^A-Za-z0-9_-]+/g, '-')
    .replace(/-+/g, '-')
    .replace(/^-|-$/g, '');
  return safe === '' ? 'file' : safe;
}

/** `imported-{file name stripped}-row-{n}` (app.md section 3). */
export function importedId(stem: string, row: number): string {
  return `imported-${stem}-row-${row}`;
}

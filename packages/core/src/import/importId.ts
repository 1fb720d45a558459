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

/**
 * `imported-{file name stripped}-row-` (app.md section 3): a transaction's id is this followed by its
 * row number.
 */
export function importedIdPrefix(fileName: string): string {
  return `imported-${fileStem(fileName)}-row-`;
}

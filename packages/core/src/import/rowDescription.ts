import { joinDescription } from './describeColumns.js';

/**
 * A row's description: its description cell trimmed, or its `groups` of columns joined (payee and
 * memo, VWZ1..VWZ14); '' when the file has no description column (`column` -1).
 */
export function rowDescription(
  row: readonly string[],
  column: number,
  groups: readonly (readonly number[])[] | null,
  /** The file has a quote character: only then can a cell hold a line break. */
  quoted: boolean,
): string {
  const description =
    groups !== null ? joinDescription(row, groups) : column === -1 ? '' : row[column]!.trim();
  // A quoted description may span lines; in a list it reads as one line.
  if (quoted && (description.includes('\n') || description.includes('\r'))) {
    return description.replace(/\s*[\r\n]+\s*/g, ' ');
  }
  return description;
}

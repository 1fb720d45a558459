/**
 * Characters that make a spreadsheet read a cell as a formula (OWASP "CSV injection"), including the
 * full-width forms some spreadsheet apps normalise to their ASCII twins.
 */
const FORMULA_TRIGGERS = new Set([
  '=',
  '+',
  '-',
  '@',
  '\t',
  '\r',
  '\uFF1D',
  '\uFF0B',
  '\uFF0D',
  '\uFF20',
]);

/** A plain number written as text ("-45.00", "-1,234.56"): a spreadsheet reads it as a number, never a formula. */
const PLAIN_NUMBER = /^[+-]?(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?$/;

/**
 * Makes a text cell safe to open in a spreadsheet: a value starting with = + - @ tab or CR is
 * prefixed with a single quote so it is shown as text instead of being evaluated. Numbers, and text
 * that is just a number, are left alone so negative amounts stay numbers.
 */
export function neutraliseFormula(cell: string): string {
  const first = cell[0];
  if (first === undefined || !FORMULA_TRIGGERS.has(first)) return cell;
  if (PLAIN_NUMBER.test(cell)) return cell;
  return `'${cell}`;
}

import { DEFAULT_DESCRIPTION } from './planImport.js';
import { truncate } from './truncateCell.js';
import type { ImportField, ImportIssue } from './types.js';

// What the row reader says of a row it skipped or changed, with the cell it could not read.

export function shortRowIssue(
  rowNo: number,
  cells: number,
  headerWidth: number,
  value: string,
): ImportIssue {
  return {
    row: rowNo,
    field: 'row',
    kind: 'skipped',
    message: `Row has ${cells} cells; the header has ${headerWidth}.`,
    value: truncate(value),
  };
}

/** `cell` is left out when it is blank. */
export function noAmountIssue(rowNo: number, field: ImportField, cell: string | null): ImportIssue {
  const issue: ImportIssue = {
    row: rowNo,
    field,
    kind: 'skipped',
    message: 'No amount: row skipped.',
  };
  if (cell !== null) issue.value = truncate(cell);
  return issue;
}

export function notATransactionIssue(rowNo: number, value: string): ImportIssue {
  return {
    row: rowNo,
    field: 'row',
    kind: 'skipped',
    message: 'Neither the date nor the amount can be read: not a transaction.',
    value: truncate(value),
  };
}

export function unreadableDateIssue(rowNo: number, today: string, cell: string): ImportIssue {
  return {
    row: rowNo,
    field: 'date',
    kind: 'altered',
    message: `Unreadable date: today's date (${today}) was used.`,
    value: truncate(cell),
  };
}

export function unreadableAmountIssue(
  rowNo: number,
  field: ImportField,
  cell: string,
): ImportIssue {
  return {
    row: rowNo,
    field,
    kind: 'skipped',
    message: 'Unreadable amount: row skipped.',
    value: truncate(cell),
  };
}

export function noDescriptionIssue(rowNo: number): ImportIssue {
  return {
    row: rowNo,
    field: 'description',
    kind: 'altered',
    message: `No description: '${DEFAULT_DESCRIPTION}' was used.`,
  };
}

export function unreadableBalanceIssue(rowNo: number, cell: string): ImportIssue {
  return {
    row: rowNo,
    field: 'balance',
    kind: 'altered',
    message: 'Unreadable balance: left out.',
    value: truncate(cell),
  };
}

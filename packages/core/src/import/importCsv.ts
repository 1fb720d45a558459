import Papa from 'papaparse';
import { toCents } from '../money.js';
import type { Transaction } from '../transaction.js';
import { isBlank } from './classifyCell.js';
import { detectDateFormat } from './detectDateFormat.js';
import { detectDelimiter } from './detectDelimiter.js';
import { detectHeader, isBlankRow } from './detectHeader.js';
import { directionOfWord, isInflowByKeywords } from './direction.js';
import { DuplicateIndex } from './duplicates.js';
import { fileStem, importedId } from './importId.js';
import { inferCategory } from './inferCategory.js';
import { mapColumns } from './mapColumns.js';
import { detectDecimalSeparator, parseAmount } from './parseAmount.js';
import { orderOf, parseDate } from './parseDate.js';
import type {
  ImportDuplicate,
  ImportField,
  ImportIssue,
  ImportOptions,
  ImportResult,
} from './types.js';

/** app.md section 8, verbatim. */
export const NEEDS_HEADER_AND_DATA = 'CSV file must contain at least a header row and one data row';
/** app.md section 8, verbatim. */
export const NO_VALID_TRANSACTIONS = 'No valid transactions found in the CSV file';
export const DEFAULT_DESCRIPTION = 'Imported Transaction';

const SAMPLE_ROWS = 200;
const CATEGORY_CACHE_LIMIT = 10_000;

function failure(message: string, issues: ImportIssue[]): ImportResult {
  return { ok: false, error: { message, issues } };
}

function uniqueHeaders(row: readonly string[]): string[] {
  const seen = new Map<string, number>();
  return row.map((cell, index) => {
    const name = cell.trim() === '' ? `Column ${index + 1}` : cell.trim();
    const count = (seen.get(name) ?? 0) + 1;
    seen.set(name, count);
    return count === 1 ? name : `${name} (${count})`;
  });
}

function* columnValues(
  rows: readonly (readonly string[])[],
  start: number,
  columns: readonly number[],
): Generator<string> {
  for (let r = start; r < rows.length; r++) {
    const row = rows[r]!;
    for (const col of columns) {
      const cell = row[col];
      if (cell !== undefined && cell !== '') yield cell;
    }
  }
}

function truncate(cell: string): string {
  return cell.length > 80 ? `${cell.slice(0, 77)}...` : cell;
}

/**
 * Reads a bank or accounting CSV export into transactions (app.md section 5 as settled by
 * decisions.md). Pure and synchronous; never throws for bad input: every skipped or altered row is
 * in `issues`, and a file that yields nothing is an `ok: false` result with the spec's message.
 */
export function importCsv(text: string, options: ImportOptions): ImportResult {
  const source = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  if (source.trim() === '') return failure(NEEDS_HEADER_AND_DATA, []);

  const delimiter = detectDelimiter(source);
  const parsed = Papa.parse<string[]>(source, { delimiter, skipEmptyLines: false });
  const rows = parsed.data;
  const issues: ImportIssue[] = parsed.errors.map((error) => ({
    row: error.row === undefined ? null : error.row + 1,
    field: 'row',
    kind: 'notice',
    message: `The file is malformed here: ${error.message}.`,
  }));

  let filledRows = 0;
  for (let r = 0; r < rows.length && filledRows < 2; r++) {
    if (!isBlankRow(rows[r]!)) filledRows++;
  }
  if (filledRows < 2) return failure(NEEDS_HEADER_AND_DATA, issues);

  const detection = detectHeader(rows);
  if (detection === null) {
    issues.push({
      row: null,
      field: 'file',
      kind: 'notice',
      message: 'No row of the file holds both a date and an amount.',
    });
    return failure(NO_VALID_TRANSACTIONS, issues);
  }
  const { headerIndex, firstDataIndex } = detection;
  const headerRow = headerIndex === null ? null : headerIndex + 1;
  for (let r = 0; r < (headerIndex ?? firstDataIndex); r++) {
    const row = rows[r]!;
    if (isBlankRow(row)) continue;
    issues.push({
      row: r + 1,
      field: 'row',
      kind: 'skipped',
      message: 'Title or summary line above the transactions skipped.',
      value: truncate(row.filter((cell) => !isBlank(cell)).join(' ')),
    });
  }

  const sample: (readonly string[])[] = [];
  for (let r = firstDataIndex; r < rows.length && sample.length < SAMPLE_ROWS; r++) {
    if (!isBlankRow(rows[r]!)) sample.push(rows[r]!);
  }
  if (sample.length === 0) return failure(NEEDS_HEADER_AND_DATA, issues);

  let headers: string[];
  if (headerIndex === null) {
    const width = Math.max(...sample.map((row) => row.length));
    headers = Array.from({ length: width }, (_, index) => `Column ${index + 1}`);
    issues.push({
      row: null,
      field: 'file',
      kind: 'notice',
      message: 'The file has no header row: its columns were recognised from their content.',
    });
  } else {
    headers = uniqueHeaders(rows[headerIndex]!);
  }

  const plan = mapColumns(headers, sample, options.mapping, headerRow);
  issues.push(...plan.issues);
  const { mapping, typeColumn } = plan;
  const column = (field: ImportField): number => {
    const header = mapping[field];
    return header === undefined ? -1 : headers.indexOf(header);
  };
  const dateCol = column('date');
  const amountCol = column('amount');
  const debitCol = column('debit');
  const creditCol = column('credit');
  const descriptionCol = column('description');
  const categoryCol = column('category');
  const balanceCol = column('balance');
  const typeCol = typeColumn === null ? -1 : headers.indexOf(typeColumn);
  if (dateCol === -1 || (amountCol === -1 && debitCol === -1 && creditCol === -1)) {
    issues.push({
      row: headerRow,
      field: dateCol === -1 ? 'date' : 'amount',
      kind: 'notice',
      message:
        dateCol === -1
          ? 'No column of dates was found.'
          : 'No column of amounts (or of debits and credits) was found.',
    });
    return failure(NO_VALID_TRANSACTIONS, issues);
  }
  if (descriptionCol === -1) {
    issues.push({
      row: null,
      field: 'description',
      kind: 'notice',
      message: `No description column was found: every transaction is described as '${DEFAULT_DESCRIPTION}'.`,
    });
  }

  const detectedDates = options.dateFormat
    ? { format: options.dateFormat, ambiguous: false }
    : detectDateFormat(columnValues(rows, firstDataIndex, [dateCol]));
  const dateFormat = detectedDates.format;
  if (detectedDates.ambiguous) {
    issues.push({
      row: null,
      field: 'date',
      kind: 'notice',
      message:
        'Every date fits both month/day and day/month order; they were read as MM/DD/YYYY. Choose DD/MM/YYYY if that is wrong.',
    });
  }
  const moneyColumns = [amountCol, debitCol, creditCol, balanceCol].filter((col) => col !== -1);
  const decimalSeparator =
    options.decimalSeparator ??
    detectDecimalSeparator(
      columnValues(rows, firstDataIndex, moneyColumns),
      delimiter === ';' ? ',' : '.',
    );

  const order = orderOf(dateFormat);
  const stem = fileStem(options.fileName);
  const hasDebitCredit = debitCol !== -1 || creditCol !== -1;
  const neededCells =
    Math.max(dateCol, amountCol, debitCol, creditCol, descriptionCol, categoryCol, balanceCol) + 1;
  const categoryCache = new Map<string, string>();
  const transactions: Transaction[] = [];
  const rowNumbers: number[] = [];
  const directions: (1 | -1 | undefined)[] = [];
  let rowCount = 0;
  let signed = hasDebitCredit;

  for (let r = firstDataIndex; r < rows.length; r++) {
    const row = rows[r]!;
    const rowNo = r + 1;
    if (row.length < neededCells) {
      if (isBlankRow(row)) continue;
      rowCount++;
      issues.push({
        row: rowNo,
        field: 'row',
        kind: 'skipped',
        message: `Row has ${row.length} cells; the header has ${headers.length}.`,
        value: truncate(row.join(delimiter)),
      });
      continue;
    }
    const dateCell = row[dateCol]!;
    if (isBlank(dateCell)) {
      if (isBlankRow(row)) continue;
      rowCount++;
      issues.push({
        row: rowNo,
        field: 'date',
        kind: 'skipped',
        message: 'No date: not a transaction (a heading or total line).',
        value: truncate(row.filter((cell) => !isBlank(cell)).join(' ')),
      });
      continue;
    }
    rowCount++;

    let cents: number | null;
    let amountField: ImportField = 'amount';
    let amountCell: string;
    const debitCell = debitCol === -1 ? '' : row[debitCol]!;
    const creditCell = creditCol === -1 ? '' : row[creditCol]!;
    if (hasDebitCredit && !(isBlank(debitCell) && isBlank(creditCell))) {
      const debit = isBlank(debitCell) ? 0 : parseAmount(debitCell, decimalSeparator);
      const credit = isBlank(creditCell) ? 0 : parseAmount(creditCell, decimalSeparator);
      amountField = debit === null ? 'debit' : 'credit';
      amountCell = debit === null ? debitCell : creditCell;
      // A debit written as -50.00 is still 50.00 out.
      cents = debit === null || credit === null ? null : credit - Math.abs(debit);
    } else {
      amountCell = amountCol === -1 ? '' : row[amountCol]!;
      if (isBlank(amountCell)) {
        issues.push({
          row: rowNo,
          field: hasDebitCredit ? 'debit' : 'amount',
          kind: 'skipped',
          message: 'No amount: row skipped.',
        });
        continue;
      }
      cents = parseAmount(amountCell, decimalSeparator);
    }

    let date = parseDate(dateCell, order);
    if (date === null) {
      if (cents === null) {
        issues.push({
          row: rowNo,
          field: 'row',
          kind: 'skipped',
          message: 'Neither the date nor the amount can be read: not a transaction.',
          value: truncate(row.join(delimiter)),
        });
        continue;
      }
      date = options.today;
      issues.push({
        row: rowNo,
        field: 'date',
        kind: 'altered',
        message: `Unreadable date: today's date (${options.today}) was used.`,
        value: truncate(dateCell),
      });
    }
    if (cents === null) {
      cents = 0;
      issues.push({
        row: rowNo,
        field: amountField,
        kind: 'altered',
        message: 'Unreadable amount: 0 was used.',
        value: truncate(amountCell),
      });
    }
    if (cents < 0) signed = true;

    let description = descriptionCol === -1 ? '' : row[descriptionCol]!.trim();
    // A quoted description may span lines; in a list it reads as one line.
    if (description.includes('\n') || description.includes('\r')) {
      description = description.replace(/\s*[\r\n]+\s*/g, ' ');
    }
    if (description === '') {
      description = DEFAULT_DESCRIPTION;
      if (descriptionCol !== -1) {
        issues.push({
          row: rowNo,
          field: 'description',
          kind: 'altered',
          message: `No description: '${DEFAULT_DESCRIPTION}' was used.`,
        });
      }
    }
    let category = categoryCol === -1 ? '' : row[categoryCol]!.trim();
    if (category === '') {
      const cached = categoryCache.get(description);
      if (cached === undefined) {
        category = inferCategory(description);
        if (categoryCache.size < CATEGORY_CACHE_LIMIT) categoryCache.set(description, category);
      } else {
        category = cached;
      }
    }

    const amount = cents / 100;
    const type = cents < 0 ? 'outflow' : 'inflow';
    const id = importedId(stem, rowNo);
    const balanceCell = balanceCol === -1 ? '' : row[balanceCol]!;
    if (isBlank(balanceCell)) {
      transactions.push({ id, date, description, amount, type, category });
    } else {
      const balance = parseAmount(balanceCell, decimalSeparator);
      if (balance === null) {
        issues.push({
          row: rowNo,
          field: 'balance',
          kind: 'altered',
          message: 'Unreadable balance: left out.',
          value: truncate(balanceCell),
        });
        transactions.push({ id, date, description, amount, type, category });
      } else {
        transactions.push({
          id,
          date,
          description,
          amount,
          type,
          category,
          balance: balance / 100,
        });
      }
    }
    rowNumbers.push(rowNo);
    if (typeCol !== -1)
      directions.push(row.length > typeCol ? directionOfWord(row[typeCol]!) : undefined);
  }

  if (!signed) {
    applyUnsignedDirections(transactions, rowNumbers, typeCol === -1 ? null : directions, issues);
  }

  let kept = transactions;
  const duplicates: ImportDuplicate[] = [];
  if (options.existing && options.existing.length > 0) {
    const index = new DuplicateIndex(options.existing);
    kept = [];
    for (let i = 0; i < transactions.length; i++) {
      const transaction = transactions[i]!;
      const existingId = index.take(
        transaction.date,
        toCents(transaction.amount),
        transaction.description,
      );
      if (existingId === undefined) kept.push(transaction);
      else duplicates.push({ row: rowNumbers[i]!, transaction, existingId });
    }
  }

  if (transactions.length === 0) return failure(NO_VALID_TRANSACTIONS, issues);
  return {
    ok: true,
    value: {
      transactions: kept,
      headers,
      mapping,
      typeColumn,
      dateFormat,
      dateFormatAmbiguous: detectedDates.ambiguous,
      decimalSeparator,
      delimiter,
      headerRow,
      issues,
      duplicates,
      rowCount,
    },
  };
}

function negate(transaction: Transaction): void {
  if (transaction.amount === 0) return;
  transaction.amount = -transaction.amount;
  transaction.type = 'outflow';
}

/**
 * A file whose amounts are all unsigned and that has no debit/credit columns: its debit/credit type
 * column gives the direction, or else app.md's keyword rule does (decisions.md, CSV import).
 */
function applyUnsignedDirections(
  transactions: Transaction[],
  rowNumbers: readonly number[],
  directions: readonly (1 | -1 | undefined)[] | null,
  issues: ImportIssue[],
): void {
  if (transactions.length === 0) return;
  if (directions === null) {
    issues.push({
      row: null,
      field: 'amount',
      kind: 'notice',
      message:
        'No amount is negative and there are no debit/credit columns: money in and out was told apart by keywords (sale, pos, ubereats, square, revenue, income; category sales or revenue mean money in).',
    });
  }
  for (let i = 0; i < transactions.length; i++) {
    const transaction = transactions[i]!;
    const direction = directions?.[i];
    if (direction === -1) {
      negate(transaction);
    } else if (direction === undefined) {
      if (directions !== null) {
        issues.push({
          row: rowNumbers[i]!,
          field: 'type',
          kind: 'altered',
          message: 'No debit/credit word: the direction was taken from description keywords.',
        });
      }
      if (!isInflowByKeywords(transaction.description, transaction.category)) negate(transaction);
    }
  }
}

import { toCents } from '../money.js';
import { directionsFromBalance } from './balanceDirections.js';
import { decideDateFormat } from './detectDateFormat.js';
import { detectDelimiter } from './detectDelimiter.js';
import { DuplicateIndex } from './duplicates.js';
import { MONEY_COLUMNS, decideColumnDecimals } from './columnDecimals.js';
import { CurrencyTally, findCurrencyColumn } from './currencyColumn.js';
import { mostRows, parseInChunks } from './parseChunks.js';
import { orderOf } from './parseDate.js';
import {
  chosenDecimals,
  NEEDS_HEADER_AND_DATA,
  NO_VALID_TRANSACTIONS,
  planImport,
} from './planImport.js';
import type { ImportPlan } from './planImport.js';
import { RowReader } from './readRows.js';
import { applyUnsignedDirections } from './unsignedDirections.js';
import { settleCategories } from './settleCategories.js';
import { unpackImportResult } from './packedImportResult.js';
import type { PackedImportResult } from './packedImportResult.js';
import type {
  Delimiter,
  ImportFailure,
  ImportFailureReading,
  ImportIssue,
  ImportOptions,
  ImportResult,
} from './types.js';

/** Rows read before deciding how to read the file: enough for a title block, header and sample. */
const HEAD_ROWS = 260;

function failure(
  message: string,
  issues: ImportIssue[],
  reading?: ImportFailureReading,
): PackedImportResult {
  const error: ImportFailure = { message, issues: sortIssues(issues) };
  if (reading) error.reading = reading;
  return { ok: false, error };
}

/** File-wide notices first, then by row; rows keep the order they were found in. */
function sortIssues(issues: ImportIssue[]): ImportIssue[] {
  return issues.sort((a, b) => (a.row ?? 0) - (b.row ?? 0));
}

/**
 * Reads a bank or accounting CSV export into transactions (app.md section 5 as settled by
 * decisions.md). Pure and synchronous; never throws for bad input: every skipped or altered row is
 * in `issues`, and a file that yields nothing is an `ok: false` result with the spec's message.
 */
export function importCsv(text: string, options: ImportOptions): ImportResult {
  return unpackImportResult(importCsvPacked(text, options));
}

/**
 * importCsv with the transactions and duplicates left in columns: a million-row file is read
 * without ever making a million transaction objects.
 */
export function importCsvPacked(text: string, options: ImportOptions): PackedImportResult {
  const source = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  if (source.trim() === '') return failure(NEEDS_HEADER_AND_DATA, []);
  const delimiter = detectDelimiter(source);
  const read = readCsv(source, delimiter, options);
  // Rarely, rows far into the file overturn what the first rows suggested (a statement whose
  // first 200 dates all fit month/day, then 13/01/2024): read it again the way it is written.
  if (!('rereadWith' in read)) return read;
  const again = readCsv(source, delimiter, read.rereadWith);
  // The second reading has both settings fixed, so it never asks for a third.
  return 'rereadWith' in again ? failure(NO_VALID_TRANSACTIONS, []) : again;
}

function readCsv(
  source: string,
  delimiter: Delimiter,
  options: ImportOptions,
): PackedImportResult | { rereadWith: ImportOptions } {
  const head: string[][] = [];
  const issues: ImportIssue[] = [];
  let plan: ImportPlan | undefined;
  let reader: RowReader | undefined;
  let currencies: CurrencyTally | undefined;
  let stopped: PackedImportResult | undefined;
  const start = (): void => {
    const planned = planImport(head, options, delimiter);
    if (!planned.ok) {
      stopped = failure(planned.message, [...issues, ...planned.issues], planned.reading);
      return;
    }
    plan = planned.plan;
    issues.push(...plan.issues);
    const currencyColumn = findCurrencyColumn(plan, head);
    if (currencyColumn !== -1) {
      currencies = new CurrencyTally(currencyColumn, plan.headers[currencyColumn] ?? '');
      currencies.read(head, plan.firstDataIndex);
    }
    const quoted = source.includes('"');
    reader = new RowReader(plan, options, head.length, delimiter, quoted, mostRows(source));
    for (let r = plan.firstDataIndex; r < head.length; r++) reader.read(head[r]!, r);
  };

  // Rows are read a chunk at a time and then dropped: a million-row file never holds a million
  // parsed rows beside its million transactions.
  parseInChunks(source, delimiter, (rows, firstRow, problems) => {
    let noted = 0;
    // Problems in file order, and only up to the rows read so far if the plan stops the import.
    const noteProblemsBefore = (row: number): void => {
      for (; noted < problems.length && problems[noted]!.row < row; noted++) {
        issues.push({
          row: problems[noted]!.row + 1,
          field: 'row',
          kind: 'notice',
          message: `The file is malformed here: ${problems[noted]!.message}.`,
        });
      }
    };
    let next = 0;
    while (reader === undefined && next < rows.length) {
      head.push(rows[next++]!);
      if (head.length === HEAD_ROWS) {
        noteProblemsBefore(firstRow + next);
        start();
        if (stopped !== undefined) return false;
      }
    }
    noteProblemsBefore(Number.POSITIVE_INFINITY);
    reader?.readRows(rows, next, firstRow + next);
    currencies?.read(rows, next);
    return true;
  });
  if (reader === undefined && stopped === undefined) start();
  if (stopped !== undefined) return stopped;
  if (reader === undefined || plan === undefined) return failure(NEEDS_HEADER_AND_DATA, issues);
  const rowReader = reader;
  const planned = plan.decimals;

  const dates = options.dateFormat
    ? { format: options.dateFormat, ambiguous: false }
    : decideDateFormat(reader.dateCounts);
  const decimals =
    chosenDecimals(options) ?? decideColumnDecimals(plan.evidence, plan.decimalFallback);
  if (
    orderOf(dates.format) !== orderOf(plan.dates.format) ||
    MONEY_COLUMNS.some((column) => decimals[column] !== planned[column])
  ) {
    return { rereadWith: { ...options, dateFormat: dates.format, columnDecimals: decimals } };
  }
  if (dates.ambiguous) {
    issues.push({
      row: null,
      field: 'date',
      kind: 'notice',
      message:
        'Every date fits both month/day and day/month order; they were read as MM/DD/YYYY. Choose DD/MM/YYYY if that is wrong.',
    });
  }
  issues.push(...reader.issues);
  const { transactions } = reader;
  const fileCategoryOf = (index: number): string => rowReader.fileCategoryOf(index);
  if (!reader.signed) {
    applyUnsignedDirections(
      transactions,
      fileCategoryOf,
      {
        words: plan.columns.type === -1 ? null : reader.directions,
        creditMarked: reader.creditMarked,
        balance: plan.columns.balance === -1 ? null : directionsFromBalance(transactions),
      },
      issues,
    );
  }

  settleCategories(transactions, fileCategoryOf, options.bankCategories);

  let kept: number[] | null = null;
  const duplicateRows: number[] = [];
  const existingIds: string[] = [];
  if (options.existing && options.existing.length > 0) {
    const existing = new DuplicateIndex(options.existing);
    kept = [];
    for (let i = 0; i < transactions.length; i++) {
      const existingId = existing.take(
        transactions.date(i),
        toCents(transactions.amount(i)),
        transactions.description(i),
      );
      if (existingId === undefined) kept.push(i);
      else {
        duplicateRows.push(i);
        existingIds.push(existingId);
      }
    }
  }

  const currency = currencies?.result() ?? {};
  if (currency.issue !== undefined) issues.push(currency.issue);

  if (transactions.length === 0) {
    const { headers, headerRow, mapping } = plan;
    return failure(NO_VALID_TRANSACTIONS, issues, { headers, headerRow, mapping });
  }
  return {
    ok: true,
    value: {
      transactions: transactions.pack(kept),
      headers: plan.headers,
      mapping: plan.mapping,
      typeColumn: plan.typeColumn,
      dateFormat: dates.format,
      dateFormatAmbiguous: dates.ambiguous,
      decimalSeparator: decimals[plan.columns.amount === -1 ? 'debit' : 'amount'],
      delimiter,
      headerRow: plan.headerRow,
      issues: sortIssues(issues),
      duplicates: {
        rows: duplicateRows.map((i) => transactions.row(i)),
        existingIds,
        transactions: transactions.pack(duplicateRows),
      },
      rowCount: reader.rowCount,
      ...(options.flipSigns ? { signsFlipped: true } : {}),
      ...(currency.currency === undefined ? {} : { currency: currency.currency }),
    },
  };
}

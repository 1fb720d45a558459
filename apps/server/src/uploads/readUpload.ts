import fs from 'node:fs';
import path from 'node:path';
import { importStatement, isZipArchive, NOT_TEXT } from '@cashline/core';
import type {
  ImportDateFormat,
  ImportOptions,
  ImportSummary,
  StatementImport,
} from '@cashline/core';
import { describeIssues } from '../http/validation.js';
import { refused } from '../work/taskOutcome.js';
import type { TaskOutcome } from '../work/taskOutcome.js';
import { existingFieldSchema } from './uploadSchemas.js';
import { pageCountOf, pageOf } from './uploadPages.js';
import { readWorkbook } from './readWorkbook.js';
import { WORKBOOK_DAMAGED, WORKBOOK_TOO_LARGE } from './workbookArchiveLimits.js';
import type { PageTarget } from './uploadPages.js';
import type { UploadBody, UploadPage } from './uploadSchemas.js';

export type UploadTask = {
  kind: 'upload';
  /** The uploaded file, streamed to disk by the route; the route deletes it. */
  filePath: string;
  fileName: string;
  today: string;
  mapping: Record<string, string | null> | undefined;
  dateFormat: ImportDateFormat | undefined;
  decimalSeparator: '.' | ',' | undefined;
  /** The `existing` form field as sent: JSON, read here. */
  existing: string | undefined;
  /** For a statement file with several accounts: the index of the one to import. */
  account: number | undefined;
  /** Where pages after the first go, when the rows do not fit on one page of `pageSize`. */
  pages: PageTarget;
  pageSize: number;
};

/**
 * The answer's JSON, encoded where it was built so the event loop only sends bytes, and how many
 * pages it has (pages 2 and on are written to the task's page directory).
 */
export type ReadUpload = { json: Uint8Array; pageCount: number; pageBytes: number };

function page(summary: ImportSummary, number: number, size: number) {
  return {
    transactions: pageOf(summary.transactions, number, size),
    issues: pageOf(summary.issues, number, size),
    duplicates: pageOf(summary.duplicates, number, size),
  };
}

/**
 * Writes pages 2 to `count` as files (the first page goes in the answer itself); answers their
 * URLs and how many bytes they take.
 */
function writeFurtherPages(
  summary: ImportSummary,
  count: number,
  task: UploadTask,
): { urls: string[]; bytes: number } {
  if (count < 2) return { urls: [], bytes: 0 };
  fs.mkdirSync(task.pages.dir, { recursive: true, mode: 0o700 });
  const urls: string[] = [];
  let bytes = 0;
  for (let number = 2; number <= count; number += 1) {
    const body: UploadPage = {
      success: true,
      page: number,
      ...page(summary, number, task.pageSize),
    };
    const json = JSON.stringify(body);
    fs.writeFileSync(path.join(task.pages.dir, `${number}.json`), json, { mode: 0o600 });
    bytes += Buffer.byteLength(json);
    urls.push(`${task.pages.urlBase}/${number}`);
  }
  return { urls, bytes };
}

export const NOT_A_WORKBOOK = 'The file is not a readable Excel workbook (.xlsx).';

const workbookRefusals = {
  not_workbook: refused(400, 'invalid_workbook', NOT_A_WORKBOOK),
  damaged: refused(400, 'invalid_workbook', WORKBOOK_DAMAGED),
  too_large: refused(413, 'payload_too_large', WORKBOOK_TOO_LARGE),
};

/** Reads the file in the format its content shows: a workbook's sheets, or decoded text. */
async function importFile(
  filePath: string,
  options: ImportOptions,
): Promise<StatementImport | TaskOutcome<never>> {
  const bytes = fs.readFileSync(filePath);
  if (!isZipArchive(bytes)) return importStatement({ bytes }, options);
  const workbook = await readWorkbook(bytes);
  if (!workbook.ok) return workbookRefusals[workbook.reason];
  return importStatement({ sheets: workbook.sheets }, options);
}

/**
 * Reads one uploaded file (CSV, OFX/QFX, QIF, camt, MT940 or XLSX) into transactions: the
 * CPU-heavy part of an upload.
 */
export async function readUpload(task: UploadTask): Promise<TaskOutcome<ReadUpload>> {
  let existing;
  if (task.existing !== undefined) {
    const parsed = existingFieldSchema.safeParse({ existing: task.existing });
    if (!parsed.success) return refused(400, 'validation_failed', describeIssues(parsed.error));
    existing = parsed.data.existing;
  }
  const imported = await importFile(task.filePath, {
    fileName: task.fileName,
    today: task.today,
    mapping: task.mapping,
    dateFormat: task.dateFormat,
    decimalSeparator: task.decimalSeparator,
    existing,
    account: task.account,
  });
  if ('ok' in imported) return imported;
  const { result, encoding, format } = imported;
  if (!result.ok) {
    if (result.error.message === NOT_TEXT) {
      return refused(400, 'not_text', 'The file is not a text CSV file.');
    }
    const code = format === 'csv' || format === 'xlsx' ? 'invalid_csv' : 'invalid_statement';
    return refused(400, code, result.error.message);
  }
  const summary = result.value;
  const { transactions, issues, duplicates } = summary;
  const pageCount = pageCountOf(
    [transactions.length, issues.length, duplicates.length],
    task.pageSize,
  );
  const further = writeFurtherPages(summary, pageCount, task);
  const body: UploadBody = {
    success: true,
    fileName: task.fileName,
    encoding,
    ...summary,
    ...page(summary, 1, task.pageSize),
    transactionCount: transactions.length,
    issueCount: issues.length,
    duplicateCount: duplicates.length,
    pageSize: task.pageSize,
    pages: further.urls,
  };
  const json = new TextEncoder().encode(JSON.stringify(body));
  return { ok: true, value: { json, pageCount, pageBytes: further.bytes } };
}

import { decodeBytes, importCsv, looksLikeText } from '@cashline/core';
import type { ImportDateFormat } from '@cashline/core';
import { describeIssues } from '../http/validation.js';
import { refused } from '../work/taskOutcome.js';
import type { TaskOutcome } from '../work/taskOutcome.js';
import { existingFieldSchema } from './uploadSchemas.js';
import type { UploadBody } from './uploadSchemas.js';

export type UploadTask = {
  kind: 'upload';
  file: Uint8Array;
  fileName: string;
  today: string;
  mapping: Record<string, string | null> | undefined;
  dateFormat: ImportDateFormat | undefined;
  decimalSeparator: '.' | ',' | undefined;
  /** The `existing` form field as sent: JSON, read here. */
  existing: string | undefined;
};

/** The answer's JSON, encoded where it was built so the event loop only sends bytes. */
export type ReadUpload = { json: Uint8Array };

/** Decodes, parses and maps one uploaded CSV file: the CPU-heavy part of an upload. */
export function readUpload(task: UploadTask): TaskOutcome<ReadUpload> {
  let existing;
  if (task.existing !== undefined) {
    const parsed = existingFieldSchema.safeParse({ existing: task.existing });
    if (!parsed.success) return refused(400, 'validation_failed', describeIssues(parsed.error));
    existing = parsed.data.existing;
  }
  const { text, encoding } = decodeBytes(task.file);
  if (!looksLikeText(text)) return refused(400, 'not_text', 'The file is not a text CSV file.');
  const result = importCsv(text, {
    fileName: task.fileName,
    today: task.today,
    mapping: task.mapping,
    dateFormat: task.dateFormat,
    decimalSeparator: task.decimalSeparator,
    existing,
  });
  if (!result.ok) return refused(400, 'invalid_csv', result.error.message);
  const body: UploadBody = { success: true, fileName: task.fileName, encoding, ...result.value };
  return { ok: true, value: { json: new TextEncoder().encode(JSON.stringify(body)) } };
}

import { exportRowsToCsv } from '@cashline/core';
import type { CsvRow } from '@cashline/core';
import type { ExportFormat } from '../db/exportFileRepository.js';

/** The file's text: CSV by the export rules of core, or the rows as indented JSON. */
export function renderExport(format: ExportFormat, rows: readonly CsvRow[]): string {
  return format === 'csv' ? exportRowsToCsv(rows) : JSON.stringify(rows, null, 2);
}

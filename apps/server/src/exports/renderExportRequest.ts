import fs from 'node:fs';
import type { ExportFormat } from '../db/exportFileRepository.js';
import { parseJsonBytes, refused } from '../work/taskOutcome.js';
import type { TaskOutcome } from '../work/taskOutcome.js';
import { exportRequestSchema, NO_DATA_MESSAGE } from './exportRequest.js';
import { renderExport } from './renderExport.js';

/** `bodyPath`: the request's JSON body, streamed to a file by the route (which deletes it). */
export type ExportTask = { kind: 'export'; format: ExportFormat; bodyPath: string };
export type RenderedExport = {
  content: Uint8Array;
  rowCount: number;
  requestedName: string | undefined;
};

/** Reads, validates and renders one export request's JSON body: the CPU-heavy part of an export. */
export function renderExportRequest({ format, bodyPath }: ExportTask): TaskOutcome<RenderedExport> {
  const parsed = parseJsonBytes(exportRequestSchema, fs.readFileSync(bodyPath));
  if (!parsed.ok) return parsed;
  const { data, filename } = parsed.value;
  if (data.length === 0) return refused(400, 'no_data', NO_DATA_MESSAGE);
  return {
    ok: true,
    value: {
      content: new TextEncoder().encode(renderExport(format, data)),
      rowCount: data.length,
      requestedName: filename,
    },
  };
}

import type { ExportFormat } from '../db/exportFileRepository.js';
import { parseJsonBytes, refused } from '../work/taskOutcome.js';
import type { TaskOutcome } from '../work/taskOutcome.js';
import { exportRequestSchema, NO_DATA_MESSAGE } from './exportRequest.js';
import { renderExport } from './renderExport.js';

export type ExportTask = { kind: 'export'; format: ExportFormat; body: Uint8Array };
export type RenderedExport = {
  content: Uint8Array;
  rowCount: number;
  requestedName: string | undefined;
};

/** Reads, validates and renders one export request's JSON body: the CPU-heavy part of an export. */
export function renderExportRequest({ format, body }: ExportTask): TaskOutcome<RenderedExport> {
  const parsed = parseJsonBytes(exportRequestSchema, body);
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

import { renderExportRequest } from '../exports/renderExportRequest.js';
import type { ExportTask, RenderedExport } from '../exports/renderExportRequest.js';
import { readUpload } from '../uploads/readUpload.js';
import type { ReadUpload, UploadTask } from '../uploads/readUpload.js';
import type { TaskOutcome } from './taskOutcome.js';

/** The work that runs in worker threads, so that no request waits behind another's CPU time. */
export type HeavyTask = ExportTask | UploadTask;

export type HeavyOutcome =
  | { kind: 'export'; outcome: TaskOutcome<RenderedExport> }
  | { kind: 'upload'; outcome: TaskOutcome<ReadUpload> };

export async function runHeavyTask(task: HeavyTask): Promise<HeavyOutcome> {
  return task.kind === 'export'
    ? { kind: 'export', outcome: renderExportRequest(task) }
    : { kind: 'upload', outcome: await readUpload(task) };
}

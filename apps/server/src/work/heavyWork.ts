import os from 'node:os';
import type { ExportTask, RenderedExport } from '../exports/renderExportRequest.js';
import type { ReadUpload, UploadTask } from '../uploads/readUpload.js';
import type { HeavyOutcome, HeavyTask } from './heavyTasks.js';
import type { TaskOutcome } from './taskOutcome.js';
import { createWorkerPool } from './workerPool.js';

/** Parsing uploads and rendering exports, in a small pool of worker threads. */
export type HeavyWork = {
  renderExport(task: Omit<ExportTask, 'kind'>): Promise<TaskOutcome<RenderedExport>>;
  readUpload(task: Omit<UploadTask, 'kind'>): Promise<TaskOutcome<ReadUpload>>;
  close(): Promise<void>;
};

/** One thread fewer than the cores, so the event loop keeps a core to answer everyone else. */
export function defaultWorkerThreads(): number {
  return Math.max(1, os.availableParallelism() - 1);
}

// Under tsx or vitest this module is TypeScript, and so is the worker beside it.
const workerUrl = new URL(
  import.meta.url.endsWith('.ts') ? './heavyWorker.ts' : './heavyWorker.js',
  import.meta.url,
);

export function createHeavyWork(threads: number = defaultWorkerThreads()): HeavyWork {
  const pool = createWorkerPool<HeavyTask, HeavyOutcome>({ url: workerUrl, size: threads });
  return {
    async renderExport(task) {
      const result = await pool.run({ kind: 'export', ...task });
      if (result.kind !== 'export') throw new Error('worker answered another task');
      return result.outcome;
    },
    async readUpload(task) {
      const result = await pool.run({ kind: 'upload', ...task });
      if (result.kind !== 'upload') throw new Error('worker answered another task');
      return result.outcome;
    },
    close: () => pool.close(),
  };
}

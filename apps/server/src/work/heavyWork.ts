import os from 'node:os';
import type { ExportTask, RenderedExport } from '../exports/renderExportRequest.js';
import type { ReadUpload, UploadTask } from '../uploads/readUpload.js';
import type { HeavyOutcome, HeavyTask } from './heavyTasks.js';
import { refused } from './taskOutcome.js';
import type { TaskOutcome } from './taskOutcome.js';
import { createWorkerPool, WORKER_OUT_OF_MEMORY } from './workerPool.js';

/** Parsing uploads and rendering exports, in a small pool of worker processes. */
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

/**
 * A worker's heap ceiling: reading a 50 MB file peaks near 500 MB of heap. Past it the worker dies
 * and only its task fails, instead of the process growing until the machine runs out of memory.
 */
const WORKER_HEAP_MB = 640;

const isOutOfMemory = (err: unknown) =>
  (err as NodeJS.ErrnoException).code === WORKER_OUT_OF_MEMORY;

export const TOO_LARGE_TO_READ =
  'The file has too many rows to read at once on this server. Split it into smaller files.';
export const TOO_LARGE_TO_EXPORT =
  'The export has too many rows to write at once on this server. Export fewer rows at a time.';

export function createHeavyWork(
  threads: number = defaultWorkerThreads(),
  maxHeapMb: number = WORKER_HEAP_MB,
): HeavyWork {
  const pool = createWorkerPool<HeavyTask, HeavyOutcome>({
    url: workerUrl,
    size: threads,
    maxHeapMb,
  });
  /** A task that needed more memory than a worker may take is refused like a too large body. */
  const run = async (task: HeavyTask): Promise<HeavyOutcome> => {
    try {
      return await pool.run(task);
    } catch (err) {
      if (!isOutOfMemory(err)) throw err;
      const message = task.kind === 'upload' ? TOO_LARGE_TO_READ : TOO_LARGE_TO_EXPORT;
      return { kind: task.kind, outcome: refused(413, 'payload_too_large', message) };
    }
  };
  return {
    async renderExport(task) {
      const result = await run({ kind: 'export', ...task });
      if (result.kind !== 'export') throw new Error('worker answered another task');
      return result.outcome;
    },
    async readUpload(task) {
      const result = await run({ kind: 'upload', ...task });
      if (result.kind !== 'upload') throw new Error('worker answered another task');
      return result.outcome;
    },
    close: () => pool.close(),
  };
}

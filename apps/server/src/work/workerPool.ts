import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';

/** A message to a worker: one task, numbered so its answer finds its caller. */
export type WorkerRequest<T> = { id: number; task: T };
/** A worker's answer: the task's value, or why it failed (an exception inside the worker). */
export type WorkerReply<R> =
  { id: number; ok: true; value: R } | { id: number; ok: false; message: string };

export type WorkerPool<T, R> = {
  /**
   * Runs `task` on the next free worker; tasks beyond the pool's size wait their turn in order.
   * `transfer` lists buffers moved to the worker rather than copied (unusable here afterwards).
   */
  run(task: T, transfer?: ArrayBuffer[]): Promise<R>;
  /** Tasks running or waiting. */
  pending(): number;
  /** Stops every worker; tasks not finished reject. */
  close(): Promise<void>;
};

/** tsx's ES module API (`tsx/esm/api`, import condition), as a file URL a worker can import. */
function tsxEsmApi(): string {
  const manifest = createRequire(import.meta.url).resolve('tsx/package.json');
  const { exports } = JSON.parse(fs.readFileSync(manifest, 'utf8')) as {
    exports: Record<string, { import: { default: string } }>;
  };
  const entry = exports['./esm/api']?.import.default ?? './dist/esm/api/index.mjs';
  return pathToFileURL(path.join(path.dirname(manifest), entry)).href;
}

const limits = (maxHeapMb: number | undefined) =>
  maxHeapMb === undefined ? {} : { resourceLimits: { maxOldGenerationSizeMb: maxHeapMb } };

const plainWorker = (url: URL, maxHeapMb?: number) => new Worker(url, limits(maxHeapMb));

/**
 * A worker running a `.ts` module (under vitest or tsx): it registers tsx's loader first, since a
 * worker does not inherit the loader of the thread that started it.
 */
function typeScriptWorker(url: URL, maxHeapMb?: number): Worker {
  const boot = `import(${JSON.stringify(tsxEsmApi())}).then((tsx) => { tsx.register(); return import(${JSON.stringify(url.href)}); });`;
  return new Worker(boot, { eval: true, ...limits(maxHeapMb) });
}

type Job<T, R> = {
  task: T;
  transfer: ArrayBuffer[];
  resolve: (value: R) => void;
  reject: (err: Error) => void;
};
type Slot<T, R> = { worker: Worker; job: Job<T, R> | undefined };

/**
 * A fixed number of worker threads, started when first needed. Idle workers do not keep the
 * process alive. A worker that dies fails its own task only and is replaced on the next task.
 */
export function createWorkerPool<T, R>(options: {
  /** The worker's module; under tsx or vitest a `.ts` file, run with tsx's loader. */
  url: URL;
  size: number;
  /** Most memory one worker's JavaScript heap may take; past it the worker dies (its task fails). */
  maxHeapMb?: number;
}): WorkerPool<T, R> {
  const spawn = options.url.pathname.endsWith('.ts') ? typeScriptWorker : plainWorker;
  const slots = new Set<Slot<T, R>>();
  const queue: Job<T, R>[] = [];
  let nextId = 0;
  let closed = false;

  const start = (): Slot<T, R> => {
    const worker = spawn(options.url, options.maxHeapMb);
    const slot: Slot<T, R> = { worker, job: undefined };
    worker.unref();
    const fail = (err: Error) => {
      slots.delete(slot);
      const job = slot.job;
      slot.job = undefined;
      job?.reject(err);
      dispatch();
    };
    worker.on('message', (reply: WorkerReply<R>) => {
      const job = slot.job;
      slot.job = undefined;
      worker.unref();
      if (job) {
        if (reply.ok) job.resolve(reply.value);
        else job.reject(new Error(reply.message));
      }
      dispatch();
    });
    worker.on('error', fail);
    worker.on('exit', (code) => fail(new Error(`worker stopped (exit code ${code})`)));
    slots.add(slot);
    return slot;
  };

  const freeSlot = (): Slot<T, R> | undefined => {
    for (const slot of slots) if (!slot.job) return slot;
    return slots.size < options.size ? start() : undefined;
  };

  function dispatch(): void {
    while (!closed && queue.length > 0) {
      const slot = freeSlot();
      if (!slot) return;
      const job = queue.shift()!;
      slot.job = job;
      slot.worker.ref();
      const request: WorkerRequest<T> = { id: (nextId += 1), task: job.task };
      slot.worker.postMessage(request, job.transfer);
    }
  }

  return {
    run(task, transfer = []) {
      if (closed) return Promise.reject(new Error('the worker pool is closed'));
      return new Promise<R>((resolve, reject) => {
        queue.push({ task, transfer, resolve, reject });
        dispatch();
      });
    },
    pending() {
      let running = 0;
      for (const slot of slots) if (slot.job) running += 1;
      return running + queue.length;
    },
    async close() {
      closed = true;
      for (const job of queue.splice(0)) job.reject(new Error('the worker pool is closed'));
      await Promise.all([...slots].map((slot) => slot.worker.terminate()));
    },
  };
}

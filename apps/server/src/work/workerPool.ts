import { fork } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';
import type { Socket } from 'node:net';
import { fileURLToPath, pathToFileURL } from 'node:url';

/** A message to a worker: one task, numbered so its answer finds its caller. */
export type WorkerRequest<T> = { id: number; task: T };
/** A worker's answer: the task's value, or why it failed (an exception inside the worker). */
export type WorkerReply<R> =
  { id: number; ok: true; value: R } | { id: number; ok: false; message: string };

export type WorkerPool<T, R> = {
  /** Runs `task` on the next free worker; tasks beyond the pool's size wait their turn in order. */
  run(task: T): Promise<R>;
  /** Tasks running or waiting. */
  pending(): number;
  /** Stops every worker; tasks not finished reject. */
  close(): Promise<void>;
};

/** The code of the error a task fails with when its worker ran out of heap. */
export const WORKER_OUT_OF_MEMORY = 'ERR_WORKER_OUT_OF_MEMORY';

/** tsx's loader, for a worker that runs a `.ts` module (under vitest or tsx). */
function tsxLoader(): string {
  return pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;
}

/** What V8 writes to stderr when a heap runs out (several phrasings, in case one is cut in two). */
const OUT_OF_MEMORY = /out of memory|Reached heap limit|Allocation failed|FatalProcessOutOfMemory/i;

function spawnWorker(url: URL, maxHeapMb: number | undefined): ChildProcess {
  const execArgv = [
    ...(url.pathname.endsWith('.ts') ? ['--import', tsxLoader()] : []),
    ...(maxHeapMb === undefined ? [] : [`--max-old-space-size=${maxHeapMb}`]),
  ];
  return fork(fileURLToPath(url), [], {
    execArgv,
    // Structured clone: byte arrays arrive as byte arrays.
    serialization: 'advanced',
    stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
  });
}

function stoppedError(
  code: number | null,
  signal: NodeJS.Signals | null,
  outOfMemory: boolean,
): Error {
  const err: NodeJS.ErrnoException = new Error(
    outOfMemory
      ? 'worker ran out of memory'
      : `worker stopped (${signal ? `signal ${signal}` : `exit code ${code}`})`,
  );
  if (outOfMemory) err.code = WORKER_OUT_OF_MEMORY;
  return err;
}

type Job<T, R> = { task: T; resolve: (value: R) => void; reject: (err: Error) => void };
type Slot<T, R> = { worker: ChildProcess; job: Job<T, R> | undefined };

/**
 * A fixed number of worker processes, started when first needed. A process, not a thread: V8 ends
 * the whole process when one heap runs out in some allocations, so a hostile file must only ever
 * end its own worker. Idle workers do not keep the server alive; a worker that dies fails its own
 * task only and is replaced on the next task.
 */
export function createWorkerPool<T, R>(options: {
  /** The worker's module; under tsx or vitest a `.ts` file, run with tsx's loader. */
  url: URL;
  size: number;
  /** Most memory one worker's JavaScript heap may take; past it the worker dies (its task fails). */
  maxHeapMb?: number;
}): WorkerPool<T, R> {
  const slots = new Set<Slot<T, R>>();
  const queue: Job<T, R>[] = [];
  let nextId = 0;
  let closed = false;

  const idle = (worker: ChildProcess) => {
    worker.unref();
    worker.channel?.unref();
  };
  const busy = (worker: ChildProcess) => {
    worker.ref();
    worker.channel?.ref();
  };

  const start = (): Slot<T, R> => {
    const worker = spawnWorker(options.url, options.maxHeapMb);
    const slot: Slot<T, R> = { worker, job: undefined };
    let outOfMemory = false;
    worker.stderr?.on('data', (chunk: Buffer) => {
      if (OUT_OF_MEMORY.test(chunk.toString())) outOfMemory = true;
    });
    const fail = (err: Error) => {
      if (!slots.delete(slot)) return;
      const job = slot.job;
      slot.job = undefined;
      job?.reject(err);
      dispatch();
    };
    // The pipe is a socket: unreferenced, so that an idle worker keeps nothing running.
    (worker.stderr as Socket | null)?.unref();
    worker.on('message', (reply: WorkerReply<R>) => {
      const job = slot.job;
      slot.job = undefined;
      idle(worker);
      if (job) {
        if (reply.ok) job.resolve(reply.value);
        else job.reject(new Error(reply.message));
      }
      dispatch();
    });
    worker.on('error', fail);
    // 'close', not 'exit': by then the worker's last words on stderr have been read.
    worker.on('close', (code, signal) => fail(stoppedError(code, signal, outOfMemory)));
    idle(worker);
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
      busy(slot.worker);
      const request: WorkerRequest<T> = { id: (nextId += 1), task: job.task };
      slot.worker.send(request);
    }
  }

  return {
    run(task) {
      if (closed) return Promise.reject(new Error('the worker pool is closed'));
      return new Promise<R>((resolve, reject) => {
        queue.push({ task, resolve, reject });
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
      const stopping = [...slots].map(
        (slot) =>
          new Promise<void>((resolve) => {
            if (slot.worker.exitCode !== null || slot.worker.signalCode !== null) return resolve();
            slot.worker.once('close', () => resolve());
            slot.worker.kill();
          }),
      );
      await Promise.all(stopping);
    },
  };
}

// Entry point of each worker thread of the heavy-work pool (see heavyWork.ts).
import { parentPort } from 'node:worker_threads';
import { runHeavyTask, transferablesOf } from './heavyTasks.js';
import type { HeavyOutcome, HeavyTask } from './heavyTasks.js';
import type { WorkerReply, WorkerRequest } from './workerPool.js';

const port = parentPort;
if (!port) throw new Error('heavyWorker runs only as a worker thread');

port.on('message', async ({ id, task }: WorkerRequest<HeavyTask>) => {
  let reply: WorkerReply<HeavyOutcome>;
  let transfer: ArrayBuffer[] = [];
  try {
    const value = await runHeavyTask(task);
    transfer = transferablesOf(value);
    reply = { id, ok: true, value };
  } catch (err) {
    reply = { id, ok: false, message: err instanceof Error ? err.message : String(err) };
  }
  port.postMessage(reply, transfer);
});

// A worker for the pool's tests: answers its thread id, fails on 'throw', dies on 'exit'.
import { parentPort, threadId } from 'node:worker_threads';
import type { WorkerReply, WorkerRequest } from '../work/workerPool.js';

export type EchoTask = 'echo' | 'throw' | 'exit';
export type EchoResult = { threadId: number };

const port = parentPort;
if (!port) throw new Error('echoWorker runs only as a worker thread');

port.on('message', ({ id, task }: WorkerRequest<EchoTask>) => {
  if (task === 'exit') process.exit(3);
  const reply: WorkerReply<EchoResult> =
    task === 'throw'
      ? { id, ok: false, message: 'asked to fail' }
      : { id, ok: true, value: { threadId } };
  port.postMessage(reply);
});

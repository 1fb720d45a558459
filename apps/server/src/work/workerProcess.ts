import type { WorkerReply, WorkerRequest } from './workerPool.js';

/**
 * The worker side of the pool: answers each task the parent sends with `handle`'s value or its
 * failure, and ends when the parent goes (its channel closes).
 */
export function serveWorkerTasks<T, R>(handle: (task: T) => Promise<R> | R): void {
  const send = process.send?.bind(process);
  if (!send) throw new Error('a pool worker runs only as a child process with an IPC channel');
  process.on('message', async ({ id, task }: WorkerRequest<T>) => {
    let reply: WorkerReply<R>;
    try {
      reply = { id, ok: true, value: await handle(task) };
    } catch (err) {
      reply = { id, ok: false, message: err instanceof Error ? err.message : String(err) };
    }
    send(reply);
  });
  process.on('disconnect', () => process.exit(0));
}

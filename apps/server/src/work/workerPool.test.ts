import { afterEach, describe, expect, it } from 'vitest';
import type { EchoResult, EchoTask } from '../testing/echoWorker.js';
import { createWorkerPool, WORKER_OUT_OF_MEMORY } from './workerPool.js';
import type { WorkerPool } from './workerPool.js';

const echoWorker = new URL('../testing/echoWorker.ts', import.meta.url);
let pool: WorkerPool<EchoTask, EchoResult>;
afterEach(() => pool.close());

describe('worker pool', () => {
  it('runs tasks in at most `size` other processes, queueing the rest', async () => {
    pool = createWorkerPool({ url: echoWorker, size: 2 });
    const runs = Array.from({ length: 6 }, () => pool.run('echo'));
    expect(pool.pending()).toBe(6);
    const pids = new Set((await Promise.all(runs)).map((result) => result.pid));
    expect(pids.size).toBeLessThanOrEqual(2);
    expect(pids.has(process.pid)).toBe(false);
    expect(pool.pending()).toBe(0);
  });

  it('fails only the task whose worker failed or died, and goes on with a new worker', async () => {
    pool = createWorkerPool({ url: echoWorker, size: 1 });
    const first = await pool.run('echo');
    await expect(pool.run('throw')).rejects.toThrow('asked to fail');
    await expect(pool.run('exit')).rejects.toThrow('worker stopped (exit code 3)');
    const after = await pool.run('echo');
    expect(after.pid).not.toBe(first.pid);
  });

  it('survives a worker whose heap runs out: its task fails as out of memory, the next one runs', async () => {
    pool = createWorkerPool({ url: echoWorker, size: 1, maxHeapMb: 32 });
    await expect(pool.run('hog')).rejects.toMatchObject({ code: WORKER_OUT_OF_MEMORY });
    expect((await pool.run('echo')).pid).not.toBe(process.pid);
  });

  it('refuses tasks once closed', async () => {
    pool = createWorkerPool({ url: echoWorker, size: 1 });
    await pool.close();
    await expect(pool.run('echo')).rejects.toThrow('closed');
  });
});

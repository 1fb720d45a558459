import { threadId } from 'node:worker_threads';
import { afterEach, describe, expect, it } from 'vitest';
import type { EchoResult, EchoTask } from '../testing/echoWorker.js';
import { createWorkerPool } from './workerPool.js';
import type { WorkerPool } from './workerPool.js';

const echoWorker = new URL('../testing/echoWorker.ts', import.meta.url);
let pool: WorkerPool<EchoTask, EchoResult>;
afterEach(() => pool.close());

describe('worker pool', () => {
  it('runs tasks on at most `size` other threads, queueing the rest', async () => {
    pool = createWorkerPool({ url: echoWorker, size: 2 });
    const runs = Array.from({ length: 6 }, () => pool.run('echo'));
    expect(pool.pending()).toBe(6);
    const threads = new Set((await Promise.all(runs)).map((result) => result.threadId));
    expect(threads.size).toBeLessThanOrEqual(2);
    expect(threads.has(threadId)).toBe(false);
    expect(pool.pending()).toBe(0);
  });

  it('fails only the task whose worker failed or died, and goes on with a new worker', async () => {
    pool = createWorkerPool({ url: echoWorker, size: 1 });
    const first = await pool.run('echo');
    await expect(pool.run('throw')).rejects.toThrow('asked to fail');
    await expect(pool.run('exit')).rejects.toThrow('worker stopped (exit code 3)');
    const after = await pool.run('echo');
    expect(after.threadId).not.toBe(first.threadId);
  });

  it('refuses tasks once closed', async () => {
    pool = createWorkerPool({ url: echoWorker, size: 1 });
    await pool.close();
    await expect(pool.run('echo')).rejects.toThrow('closed');
  });
});

// A worker for the pool's tests: answers its process id, fails on 'throw', dies on 'exit', and on
// 'hog' fills its heap until V8 ends the process.
import { serveWorkerTasks } from '../work/workerProcess.js';

export type EchoTask = 'echo' | 'throw' | 'exit' | 'hog';
export type EchoResult = { pid: number };

const hoard: string[] = [];

serveWorkerTasks<EchoTask, EchoResult>((task) => {
  if (task === 'exit') process.exit(3);
  if (task === 'throw') throw new Error('asked to fail');
  if (task === 'hog') {
    for (;;) hoard.push('x'.repeat(1_000_000) + hoard.length);
  }
  return { pid: process.pid };
});

import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';

/** How often the WAL is copied back into the database file. */
export const CHECKPOINT_EVERY_MS = 1000;

// Plain CommonJS, evaluated in the worker: it needs no build step and runs the same from the
// sources (tests) and from dist.
const WORKER = `
const { parentPort, workerData } = require('node:worker_threads');
const Database = require(workerData.module);
const db = new Database(workerData.file);
db.pragma('busy_timeout = 1000');
const checkpoint = () => {
  try {
    db.pragma('wal_checkpoint(PASSIVE)');
  } catch {
    // Busy or interrupted: the next round copies what this one could not.
  }
};
const timer = setInterval(checkpoint, workerData.everyMs);
parentPort.on('message', () => {
  clearInterval(timer);
  db.close();
  parentPort.close();
});
`;

/**
 * Copies SQLite's write-ahead log back into the database file from a worker thread, on a
 * connection of its own. SQLite otherwise checkpoints inside the commit that crosses 1,000 pages,
 * on the event loop: after a 200,000-row import that held every request for most of a second.
 * The writer's own automatic checkpoints are turned off; a passive checkpoint never waits for a
 * writer or a reader, so this one only ever works beside them.
 */
export function startWalCheckpointer(file: string): { stop(): Promise<void> } {
  const worker = new Worker(WORKER, {
    eval: true,
    workerData: {
      file,
      module: createRequire(import.meta.url).resolve('better-sqlite3'),
      everyMs: CHECKPOINT_EVERY_MS,
    },
  });
  worker.unref();
  const exited = new Promise<void>((resolve) => worker.once('exit', () => resolve()));
  return {
    async stop() {
      // Held open until the worker has closed its connection, or the process would end first.
      worker.ref();
      worker.postMessage('stop');
      await exited;
    },
  };
}

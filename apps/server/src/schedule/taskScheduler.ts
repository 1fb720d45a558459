import crypto from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import type { Tables } from '../db/tables.js';
import { claimTask, finishTask, registerTask } from './scheduledTaskStore.js';

export type ScheduledTask = {
  /** Unique across the server, e.g. `quickbooks-sync:<orgId>`. */
  name: string;
  orgId?: string;
  everyMs: number;
  /** How long a replica may hold the task before another takes it (say, twice its longest run). */
  leaseMs: number;
  /** The work; `signal` aborts when the server stops before it ends. */
  run(signal: AbortSignal): Promise<void>;
};

export type SchedulerOptions = {
  db: Kysely<Tables>;
  /** The tasks, or where to read them before each look (a task per organisation comes and goes). */
  tasks: readonly ScheduledTask[] | (() => Promise<readonly ScheduledTask[]>);
  now: () => Date;
  logger: Pick<Logger, 'info' | 'warn'>;
  /** How often due tasks are looked for. */
  pollMs?: number;
  /** How long a stop waits for a running task before aborting it and handing it back. */
  graceMs?: number;
};

const FIRST_RETRY_MS = 60_000;

/** The wait before the next try after `failures` failures in a row: doubling, at most the period. */
export function retryDelay(failures: number, everyMs: number): number {
  return Math.min(everyMs, FIRST_RETRY_MS * 2 ** Math.max(0, failures - 1));
}

/**
 * Runs each task once per due time across every replica of the server: a replica claims a due
 * task for a lease in the database, runs it, and records the outcome and the next due time; a
 * failure is tried again after a backoff. A replica that dies mid-run leaves a lease that runs
 * out, after which another takes the task. Stopping lets a running task finish within the grace
 * time, or aborts it and hands it back, due at once.
 */
export function startTaskScheduler(options: SchedulerOptions) {
  const { db, tasks, now, logger, pollMs = 30_000, graceMs = 10_000 } = options;
  const owner = `replica-${crypto.randomUUID()}`;
  const abort = new AbortController();
  const running = new Set<Promise<void>>();
  let stopping = false;

  async function runClaimed(task: ScheduledTask, failures: number): Promise<void> {
    const started = now();
    const record = (outcome: 'ok' | 'failed' | 'handed back', detail: string | null) => ({
      name: task.name,
      org_id: task.orgId ?? null,
      owner,
      started_at: started.toISOString(),
      finished_at: now().toISOString(),
      outcome,
      detail,
    });
    try {
      await task.run(abort.signal);
      await finishTask(db, record('ok', null), {
        dueAt: started.getTime() + task.everyMs,
        failures: 0,
      });
    } catch (error) {
      const detail = error instanceof Error ? error.message : String(error);
      if (abort.signal.aborted) {
        await finishTask(db, record('handed back', detail), { dueAt: now().getTime(), failures });
        return;
      }
      logger.warn({ task: task.name, reason: detail }, 'a scheduled task failed; it is retried');
      await finishTask(db, record('failed', detail), {
        dueAt: now().getTime() + retryDelay(failures + 1, task.everyMs),
        failures: failures + 1,
      });
    }
  }

  /** Looks once for due tasks and starts those this replica wins; resolves when they have run. */
  async function pollOnce(): Promise<void> {
    const started: Promise<void>[] = [];
    const due = typeof tasks === 'function' ? await tasks() : tasks;
    for (const task of due) {
      if (stopping) break;
      const at = now().getTime();
      await registerTask(db, { name: task.name, orgId: task.orgId ?? null }, at);
      const claimed = await claimTask(db, task.name, owner, at, task.leaseMs);
      if (!claimed) continue;
      const run = runClaimed(task, claimed.failures).finally(() => running.delete(run));
      running.add(run);
      started.push(run);
    }
    await Promise.all(started);
  }

  let timer: ReturnType<typeof setTimeout> | undefined;
  const loop = () => {
    timer = setTimeout(() => {
      pollOnce()
        .catch((error: unknown) =>
          logger.warn({ reason: String(error) }, 'could not look for scheduled tasks'),
        )
        .finally(() => {
          if (!stopping) loop();
        });
    }, pollMs);
    timer.unref();
  };

  return {
    owner,
    pollOnce,
    /** Starts looking for due tasks every `pollMs`. */
    start(): void {
      loop();
    },
    async stop(): Promise<void> {
      stopping = true;
      clearTimeout(timer);
      const finished = Promise.all(running);
      const grace = new Promise<'late'>((resolve) =>
        setTimeout(() => resolve('late'), graceMs).unref(),
      );
      if ((await Promise.race([finished, grace])) === 'late') {
        abort.abort(new Error('the server is stopping'));
        await finished;
      }
    },
  };
}

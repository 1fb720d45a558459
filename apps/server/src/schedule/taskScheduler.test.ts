import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openSqlDatabase } from '../db/sqlDatabase.js';
import type { SqlDatabase } from '../db/sqlDatabase.js';
import { openTestDatabase } from '../testing/testDatabase.js';
import type { TestDatabase } from '../testing/testDatabase.js';
import { tasksOf } from './scheduledTaskStore.js';
import { retryDelay, startTaskScheduler } from './taskScheduler.js';
import type { ScheduledTask } from './taskScheduler.js';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const quiet = { info: () => undefined, warn: () => undefined };

let dataDir: string;
let first: TestDatabase;
let second: SqlDatabase;
let clock: number;
const now = () => new Date(clock);
beforeEach(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cashline-tasks-'));
  first = await openTestDatabase(dataDir);
  // A second replica: its own connections to the same database.
  second = await openSqlDatabase({ dataDir, databaseUrl: first.databaseUrl });
  clock = Date.UTC(2026, 10, 2, 9, 0);
});
afterEach(async () => {
  await second.close();
  await first.dispose();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const replicas = (tasks: ScheduledTask[]) =>
  [first, second].map((db) => startTaskScheduler({ db: db.kysely, tasks, now, logger: quiet }));

describe('scheduled tasks on two replicas of one database', () => {
  it('run once per due time whichever replica looks, over a simulated day', async () => {
    let runs = 0;
    const task = {
      name: 'hourly',
      orgId: 'org-a',
      everyMs: HOUR,
      leaseMs: 10 * MINUTE,
      run: async () => {
        runs += 1;
      },
    };
    const [a, b] = replicas([task]);
    for (let quarter = 0; quarter < 24 * 4; quarter += 1) {
      await Promise.all([a!.pollOnce(), b!.pollOnce(), a!.pollOnce()]);
      clock += 15 * MINUTE;
    }
    expect(runs).toBe(24);
    const [listed] = await tasksOf(first.kysely, 'org-a');
    expect(listed?.runs).toHaveLength(20);
    expect(listed?.runs.every((run) => run.outcome === 'ok')).toBe(true);
  });

  it('run again on the other replica once the lease of one that died mid-run has run out', async () => {
    let started = 0;
    const stuck = {
      name: 'sync',
      everyMs: HOUR,
      leaseMs: 5 * MINUTE,
      run: () => {
        started += 1;
        // The first replica "dies": its run never ends and never releases the task.
        return started === 1 ? new Promise<void>(() => undefined) : Promise.resolve();
      },
    };
    const [a, b] = replicas([stuck]);
    void a!.pollOnce();
    await expect.poll(() => started).toBe(1);
    clock += 4 * MINUTE;
    await b!.pollOnce();
    expect(started).toBe(1);
    clock += 2 * MINUTE;
    await b!.pollOnce();
    expect(started).toBe(2);
  });

  it('try a failed run again after a backoff, and show both runs', async () => {
    let calls = 0;
    const flaky = {
      name: 'flaky',
      orgId: 'org-a',
      everyMs: HOUR,
      leaseMs: MINUTE,
      run: async () => {
        calls += 1;
        if (calls === 1) throw new Error('Intuit answered 503');
      },
    };
    const [a, b] = replicas([flaky]);
    await a!.pollOnce();
    clock += retryDelay(1, HOUR) - 1000;
    await b!.pollOnce();
    expect(calls).toBe(1);
    clock += 2000;
    await b!.pollOnce();
    expect(calls).toBe(2);
    const [listed] = await tasksOf(first.kysely, 'org-a');
    expect(listed?.runs.map((run) => [run.outcome, run.detail])).toEqual([
      ['ok', undefined],
      ['failed', 'Intuit answered 503'],
    ]);
    expect(listed?.failuresInARow).toBe(0);
    expect(await tasksOf(first.kysely, 'org-b')).toEqual([]);
  });

  it('hand a task back when the server stops before it ends, for the other replica to run at once', async () => {
    const ran: string[] = [];
    const slow = (replica: string): ScheduledTask => ({
      name: 'slow',
      orgId: 'org-a',
      everyMs: HOUR,
      leaseMs: HOUR,
      run: (signal) =>
        new Promise<void>((resolve, reject) => {
          ran.push(replica);
          if (replica === 'b') resolve();
          signal.addEventListener('abort', () => reject(new Error('stopped')));
        }),
    });
    const a = startTaskScheduler({
      db: first.kysely,
      tasks: [slow('a')],
      now,
      logger: quiet,
      graceMs: 50,
    });
    const b = startTaskScheduler({ db: second.kysely, tasks: [slow('b')], now, logger: quiet });
    void a.pollOnce();
    await expect.poll(() => ran).toEqual(['a']);
    await a.stop();
    await b.pollOnce();
    expect(ran).toEqual(['a', 'b']);
    const [listed] = await tasksOf(first.kysely, 'org-a');
    expect(listed?.runs.map((run) => run.outcome)).toEqual(['ok', 'handed back']);
  });

  it('reads the tasks before each look when given where to read them', async () => {
    const ran: string[] = [];
    const connected = new Set<string>(['org-a']);
    const perOrganisation = async () =>
      [...connected].map((orgId) => ({
        name: `sync:${orgId}`,
        orgId,
        everyMs: HOUR,
        leaseMs: 10 * MINUTE,
        run: async () => {
          ran.push(orgId);
        },
      }));
    const scheduler = startTaskScheduler({
      db: first.kysely,
      tasks: perOrganisation,
      now,
      logger: quiet,
    });
    await scheduler.pollOnce();
    connected.add('org-b');
    connected.delete('org-a');
    clock += HOUR;
    await scheduler.pollOnce();
    expect(ran).toEqual(['org-a', 'org-b']);
  });
});

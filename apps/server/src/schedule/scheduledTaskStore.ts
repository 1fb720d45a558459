import type { Kysely } from 'kysely';
import type { ScheduledTaskRunTable, Tables } from '../db/tables.js';

/** Runs kept per task, newest first, for its admins to read. */
export const RUNS_KEPT = 20;

export type TaskRun = Omit<ScheduledTaskRunTable, 'id'>;

const iso = (ms: number) => new Date(ms).toISOString();

/** The task's row in the database: made due now the first time any replica knows the task. */
export async function registerTask(
  db: Kysely<Tables>,
  task: { name: string; orgId: string | null },
  at: number,
): Promise<void> {
  await db
    .insertInto('scheduled_task')
    .values({ name: task.name, org_id: task.orgId, due_at: iso(at), failures: 0 })
    .onConflict((conflict) => conflict.column('name').doNothing())
    .execute();
}

/**
 * Takes the task for `leaseMs` if it is due and nobody holds a live lease on it. One conditional
 * update: of any number of replicas trying at once, exactly one changes the row.
 */
export async function claimTask(
  db: Kysely<Tables>,
  name: string,
  owner: string,
  at: number,
  leaseMs: number,
): Promise<{ failures: number } | undefined> {
  const now = iso(at);
  const claimed = await db
    .updateTable('scheduled_task')
    .set({ lease_owner: owner, lease_until: iso(at + leaseMs) })
    .where('name', '=', name)
    .where('due_at', '<=', now)
    .where((eb) => eb.or([eb('lease_until', 'is', null), eb('lease_until', '<', now)]))
    .executeTakeFirst();
  if (Number(claimed.numUpdatedRows) !== 1) return undefined;
  const row = await db
    .selectFrom('scheduled_task')
    .select('failures')
    .where('name', '=', name)
    .executeTakeFirstOrThrow();
  return { failures: Number(row.failures) };
}

/**
 * Records how a claimed run ended and when the task is next due, if the lease is still the
 * owner's (a run that outlived its lease lost it to another replica, which records its own).
 */
export async function finishTask(
  db: Kysely<Tables>,
  run: TaskRun,
  next: { dueAt: number; failures: number },
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const released = await trx
      .updateTable('scheduled_task')
      .set({
        due_at: iso(next.dueAt),
        failures: next.failures,
        lease_owner: null,
        lease_until: null,
      })
      .where('name', '=', run.name)
      .where('lease_owner', '=', run.owner)
      .executeTakeFirst();
    if (Number(released.numUpdatedRows) !== 1) return;
    await trx.insertInto('scheduled_task_run').values(run).execute();
    const kept = await trx
      .selectFrom('scheduled_task_run')
      .select('id')
      .where('name', '=', run.name)
      .orderBy('id', 'desc')
      .offset(RUNS_KEPT - 1)
      .limit(1)
      .executeTakeFirst();
    if (kept) {
      await trx
        .deleteFrom('scheduled_task_run')
        .where('name', '=', run.name)
        .where('id', '<', kept.id)
        .execute();
    }
  });
}

/** The organisation's tasks with their recent runs, newest first. */
export async function tasksOf(db: Kysely<Tables>, orgId: string) {
  const tasks = await db
    .selectFrom('scheduled_task')
    .select(['name', 'due_at', 'lease_until', 'failures'])
    .where('org_id', '=', orgId)
    .orderBy('name')
    .execute();
  const runs = await db
    .selectFrom('scheduled_task_run')
    .select(['name', 'started_at', 'finished_at', 'outcome', 'detail'])
    .where('org_id', '=', orgId)
    .orderBy('id', 'desc')
    .limit(RUNS_KEPT * Math.max(1, tasks.length))
    .execute();
  return tasks.map((task) => ({
    name: task.name,
    dueAt: task.due_at,
    running: task.lease_until !== null,
    failuresInARow: Number(task.failures),
    runs: runs
      .filter((run) => run.name === task.name)
      .map((run) => ({
        startedAt: run.started_at,
        finishedAt: run.finished_at,
        outcome: run.outcome,
        ...(run.detail ? { detail: run.detail } : {}),
      })),
  }));
}

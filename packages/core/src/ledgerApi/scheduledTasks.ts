import { z } from 'zod';

/** One run of a background task, as the organisation's admins see it. */
export const scheduledTaskRunSchema = z.object({
  startedAt: z.string(),
  finishedAt: z.string(),
  outcome: z.enum(['ok', 'failed', 'handed back']),
  detail: z.string().optional(),
});

/** The organisation's background tasks (QuickBooks syncs, alerts) with their recent runs. */
export const scheduledTaskListSchema = z.object({
  tasks: z.array(
    z.object({
      name: z.string(),
      dueAt: z.string(),
      running: z.boolean(),
      failuresInARow: z.number().int(),
      runs: z.array(scheduledTaskRunSchema),
    }),
  ),
});

export type ScheduledTaskList = z.infer<typeof scheduledTaskListSchema>;

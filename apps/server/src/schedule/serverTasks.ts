import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import type { Tables } from '../db/tables.js';
import { freezeDueForecasts } from '../ledger/freezeDueForecasts.js';
import type { ScheduledTask } from './taskScheduler.js';

const MINUTE_MS = 60_000;

/** The server's own background work, run by the task scheduler on one replica at a time. */
export function serverTasks(
  db: Kysely<Tables>,
  now: () => Date,
  logger: Pick<Logger, 'info'>,
): ScheduledTask[] {
  return [
    {
      // Freezes the week's forecasts of organisations no member's browser froze: a new week is
      // caught within the hour.
      name: 'freeze-weekly-forecasts',
      everyMs: 60 * MINUTE_MS,
      leaseMs: 30 * MINUTE_MS,
      async run() {
        const frozen = await freezeDueForecasts(db, now());
        if (frozen > 0) logger.info({ frozen }, "organisations' weekly forecasts frozen");
      },
    },
  ];
}

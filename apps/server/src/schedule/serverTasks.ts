import type { AppContext } from '../context.js';
import { freezeDueForecasts } from '../ledger/freezeDueForecasts.js';
import { createLowCashCheck } from '../notify/lowCashCheck.js';
import { noticeDepsOf } from '../notify/noticeDeps.js';
import { createWeeklyDigests } from '../notify/weeklyDigests.js';
import { connectionLostNotice } from '../quickbooks/connectionLostNotice.js';
import { createQuickBooksService } from '../quickbooks/quickbooksService.js';
import { quickBooksSetup } from '../quickbooks/quickbooksSetup.js';
import { syncOrganisation } from '../quickbooks/quickbooksSync.js';
import { quickBooksSyncTasks } from '../quickbooks/syncTasks.js';
import { syncThenCheckLowCash } from '../quickbooks/syncThenCheckLowCash.js';
import { ecbRatesTasksOf } from '../rates/ecbRatesTask.js';
import type { ScheduledTask } from './taskScheduler.js';

const MINUTE_MS = 60_000;

/**
 * The server's own background work, run by the task scheduler on one replica at a time: the
 * weekly forecast freeze, the daily low-cash check, the hourly look for digests due, the ECB's
 * rates when ECB_RATES_URL is set, and a QuickBooks sync for each connected organisation when
 * QuickBooks is set up and QBO_SYNC_HOURS is not 0.
 */
export function serverTasks(ctx: AppContext): () => Promise<ScheduledTask[]> {
  const db = ctx.sql.kysely;
  const freeze: ScheduledTask = {
    // Freezes the week's forecasts of organisations no member's browser froze: a new week is
    // caught within the hour.
    name: 'freeze-weekly-forecasts',
    everyMs: 60 * MINUTE_MS,
    leaseMs: 30 * MINUTE_MS,
    async run() {
      const frozen = await freezeDueForecasts(db, ctx.now());
      if (frozen > 0) ctx.logger.info({ frozen }, "organisations' weekly forecasts frozen");
    },
  };
  // One mailer for every notice the tasks send.
  const notices = noticeDepsOf(ctx);
  const checkLowCash = createLowCashCheck(notices);
  const lowCash: ScheduledTask = {
    // Daily, besides after each import and sync: a forecast moves with the calendar too.
    name: 'low-cash-alerts',
    everyMs: 24 * 60 * MINUTE_MS,
    leaseMs: 60 * MINUTE_MS,
    async run(signal) {
      const orgs = await db.selectFrom('ledger_head').select('org_id').orderBy('org_id').execute();
      for (const { org_id: orgId } of orgs) {
        signal.throwIfAborted();
        await checkLowCash(orgId);
      }
    },
  };
  const sendDigests = createWeeklyDigests(notices);
  const digests: ScheduledTask = {
    // Hourly: each member's Monday morning comes in their own time zone.
    name: 'weekly-digests',
    everyMs: 60 * MINUTE_MS,
    leaseMs: 30 * MINUTE_MS,
    async run() {
      const sent = await sendDigests();
      if (sent > 0) ctx.logger.info({ sent }, 'weekly digests sent');
    },
  };
  const setup = quickBooksSetup(ctx.config);
  const hours = ctx.config.quickbooks.syncHours;
  if (!setup.ok || hours === 0)
    return async () => [freeze, lowCash, digests, ...ecbRatesTasksOf(ctx)];
  const service = createQuickBooksService({
    settings: setup.settings,
    cipher: setup.cipher,
    sql: ctx.sql,
    now: ctx.now,
  });
  const deps = {
    db,
    service,
    now: ctx.now,
    connectionLost: connectionLostNotice({
      auth: ctx.auth,
      mailer: notices.mailer,
      publicUrl: notices.publicUrl,
    }),
    changed: (orgId: string) => ctx.changes.notify(orgId),
  };
  const syncTasks = quickBooksSyncTasks({
    db,
    everyMs: hours * 60 * MINUTE_MS,
    sync: syncThenCheckLowCash(
      (orgId, signal) => syncOrganisation(deps, orgId, signal),
      checkLowCash,
      ctx.logger,
    ),
    logger: ctx.logger,
  });
  return async () => [freeze, lowCash, digests, ...ecbRatesTasksOf(ctx), ...(await syncTasks())];
}

import {
  ALERT_AGAIN_SOONER_DAYS,
  addDays,
  consolidatedEngineForecast,
  lowCashAlertMail,
  isCertain,
  lowCashDrivers,
  lowCashWatch,
  planLowCashAlerts,
} from '@cashline/core';
import type { LowCashWarning } from '@cashline/core';
import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import type { AppContext } from '../context.js';
import type { Tables } from '../db/tables.js';
import { loadOrganisationLedger } from '../ledger/organisationLedger.js';
import { orgReporting } from '../rates/orgReporting.js';
import { noticeDepsOf, sendNotice } from './noticeDeps.js';
import type { NoticeDeps } from './noticeDeps.js';
import { ledgerForecast, noticeAsOf } from './ledgerForecast.js';
import { recipientsOf } from './memberNotifications.js';
import { quotedOrganisationName } from './organisationName.js';

/**
 * Takes the right to tell a crossing, once across every replica: the scope's row is written only
 * when there is none, the one there named a week at least two weeks later, or it said only that
 * the balance could fall where it is now projected to (the rule of `planLowCashAlerts`).
 */
async function claim(
  db: Kysely<Tables>,
  orgId: string,
  scope: string,
  warning: LowCashWarning,
  at: string,
): Promise<boolean> {
  const { weekStart } = warning;
  const certain = isCertain(warning) ? 1 : 0;
  const rows = await db
    .insertInto('low_cash_alert')
    .values({ org_id: orgId, scope, week_start: weekStart, certain, sent_at: at })
    .onConflict((conflict) =>
      conflict
        .columns(['org_id', 'scope'])
        .doUpdateSet({ week_start: weekStart, certain, sent_at: at })
        .where((row) =>
          row.or([
            row('low_cash_alert.week_start', '>=', addDays(weekStart, ALERT_AGAIN_SOONER_DAYS)),
            row.and([row('low_cash_alert.certain', '=', 0), row(row.val(certain), '=', 1)]),
          ]),
        ),
    )
    .returning('scope')
    .execute();
  return rows.length > 0;
}

/**
 * Looks at an organisation's forecast and e-mails the members who get low-cash alerts about each
 * new crossing of a minimum (total cash, or an account's threshold) within 13 weeks. Answers how
 * many e-mails went out. Without a mailer there is nothing to send: the pages show the warnings.
 */
export function createLowCashCheck(deps: NoticeDeps): (orgId: string) => Promise<number> {
  const { db, auth, mailer, publicUrl } = deps;
  return async (orgId) => {
    if (!mailer || !publicUrl) return 0;
    const ledger = await loadOrganisationLedger(db, orgId);
    const asOf = noticeAsOf(ledger.transactions, deps.now().toISOString().slice(0, 10));
    if (asOf === undefined) return 0;
    const { accounts, cashMinimum } = ledger;
    // Accounts (or invoices and bills) in several currencies: total cash is the digest's forecast,
    // converted with the server's stored rates, a currency without one left out and said rather
    // than added 1:1.
    const reporting = await orgReporting(db, orgId, ledger, asOf);
    const consolidated = reporting
      ? consolidatedEngineForecast(ledger.transactions, {
          asOf,
          choices: ledger.choices,
          planned: ledger.planned,
          accounts,
          reporting,
          ...(ledger.openItems.length > 0 ? { openItems: ledger.openItems } : {}),
        })
      : undefined;
    const { warnings, notClear } = lowCashWatch(ledger.transactions, accounts, {
      asOf,
      ...(cashMinimum === null ? {} : { totalThreshold: cashMinimum }),
      ...(consolidated ? { consolidated } : {}),
    });
    const sent = await db
      .selectFrom('low_cash_alert')
      .select(['scope', 'week_start', 'certain'])
      .where('org_id', '=', orgId)
      .execute();
    const plan = planLowCashAlerts(
      warnings,
      sent.map((row) => ({
        scope: row.scope,
        weekStart: row.week_start,
        certain: row.certain === 1,
      })),
      notClear,
    );
    if (plan.clear.length > 0) {
      await db
        .deleteFrom('low_cash_alert')
        .where('org_id', '=', orgId)
        .where('scope', 'in', plan.clear)
        .execute();
    }
    if (plan.send.length === 0) return 0;
    const forecast = consolidated ?? ledgerForecast(ledger, asOf);
    const currency = ledger.reportingCurrency ?? accounts[0]?.currency;
    const recipients = await recipientsOf(auth, db, orgId, 'lowCash');
    const organisationName = await quotedOrganisationName(auth, orgId);
    const forecastUrl = new URL('/analytics/forecast', publicUrl).toString();
    let mailed = 0;
    for (const { scope, warning } of plan.send) {
      if (!(await claim(db, orgId, scope, warning, deps.now().toISOString()))) continue;
      // An account's alert names its own payments, in its own currency; total cash's, every one.
      const drivers = lowCashDrivers(warning, {
        transactions: ledger.transactions,
        accounts,
        asOf,
        choices: ledger.choices,
        total: forecast,
        limit: 5,
      });
      const account = accounts.find((a) => a.id === warning.accountId);
      const paidIn = account?.currency ?? currency;
      for (const recipient of recipients) {
        const sent = await sendNotice(
          { ...deps, mailer, publicUrl },
          {
            orgId,
            recipient,
            kind: 'lowCash',
            body: (unsubscribeUrl) =>
              lowCashAlertMail({
                warning,
                drivers,
                organisationName,
                forecastUrl,
                unsubscribeUrl,
                ...(paidIn ? { currency: paidIn } : {}),
              }),
          },
        );
        if (sent) mailed += 1;
      }
    }
    return mailed;
  };
}

/** The check as the server runs it: after a sync or an import, and daily. */
export function lowCashCheckOf(ctx: AppContext): (orgId: string) => Promise<number> {
  return createLowCashCheck(noticeDepsOf(ctx));
}

/** Runs the check after an answer has gone: a failure is logged, never the request's. */
export function checkLowCashLater(
  check: (orgId: string) => Promise<number>,
  orgId: string,
  logger: Pick<Logger, 'warn'>,
): void {
  check(orgId).catch((error: unknown) => {
    const reason = error instanceof Error ? error.message : String(error);
    logger.warn({ orgId, reason }, 'could not check the forecast for low cash');
  });
}

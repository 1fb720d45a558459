import { weeklyDigest, weeklyDigestMail } from '@cashline/core';
import type { WeeklyDigest } from '@cashline/core';
import type { Kysely } from 'kysely';
import type { Tables } from '../db/tables.js';
import { loadOrganisationLedger } from '../ledger/organisationLedger.js';
import { orgReporting } from '../rates/orgReporting.js';
import { digestWeekDue } from './digestDue.js';
import { ledgerForecast, noticeAsOf } from './ledgerForecast.js';
import { sendNotice } from './noticeDeps.js';
import type { NoticeDeps } from './noticeDeps.js';
import { digestOrganisations, recipientsOf } from './memberNotifications.js';
import { quotedOrganisationName } from './organisationName.js';

/** Takes the right to send one member's digest of one week, once across every replica. */
async function claim(
  db: Kysely<Tables>,
  sent: { org_id: string; user_id: string; week: string; sent_at: string },
): Promise<boolean> {
  const rows = await db
    .insertInto('digest_sent')
    .values(sent)
    .onConflict((conflict) => conflict.columns(['org_id', 'user_id', 'week']).doNothing())
    .returning('week')
    .execute();
  return rows.length > 0;
}

async function digestOf(db: Kysely<Tables>, orgId: string, today: string) {
  const ledger = await loadOrganisationLedger(db, orgId);
  const asOf = noticeAsOf(ledger.transactions, today);
  if (asOf === undefined) return undefined;
  // Accounts in several currencies are converted with the server's stored rates, a missing one
  // said in the mail rather than euros added to dollars.
  const reporting = await orgReporting(db, orgId, ledger, asOf);
  const digest = weeklyDigest({
    transactions: ledger.transactions,
    accounts: ledger.accounts,
    forecast: ledgerForecast(ledger, asOf, reporting),
    asOf,
    ...(reporting ? { reporting } : {}),
  });
  // One currency needs no rates, but the mail still writes the team's own.
  const currency = ledger.reportingCurrency ?? ledger.accounts[0]?.currency;
  return { digest, ...(currency ? { currency } : {}) };
}

/**
 * Sends the weekly digest to each member who chose it, once their Monday morning has come in
 * their time zone, once a week (across replicas). Answers how many went out.
 */
export function createWeeklyDigests(deps: NoticeDeps): () => Promise<number> {
  const { db, auth, mailer, publicUrl } = deps;
  return async () => {
    if (!mailer || !publicUrl) return 0;
    const appUrl = new URL('/', publicUrl).toString();
    let mailed = 0;
    for (const orgId of await digestOrganisations(db)) {
      const now = deps.now();
      const due = (await recipientsOf(auth, db, orgId, 'digest')).flatMap((recipient) => {
        const week = digestWeekDue(now, recipient.timeZone);
        return week ? [{ recipient, week }] : [];
      });
      if (due.length === 0) continue;
      let digest: { digest: WeeklyDigest; currency?: string } | undefined;
      const organisationName = await quotedOrganisationName(auth, orgId);
      for (const { recipient, week } of due) {
        digest ??= await digestOf(db, orgId, now.toISOString().slice(0, 10));
        if (!digest) break;
        const sent = { org_id: orgId, user_id: recipient.userId, week, sent_at: now.toISOString() };
        if (!(await claim(db, sent))) continue;
        const figures = digest;
        const sentNow = await sendNotice(
          { ...deps, mailer, publicUrl },
          {
            orgId,
            recipient,
            kind: 'digest',
            body: (unsubscribeUrl) =>
              weeklyDigestMail({ ...figures, organisationName, appUrl, unsubscribeUrl }),
          },
        );
        if (sentNow) mailed += 1;
      }
    }
    return mailed;
  };
}

import { addDays } from '@cashline/core';
import type { Transaction } from '@cashline/core';
import { createMailer } from '../notify/mailer.js';
import type { NoticeDeps } from '../notify/noticeDeps.js';
import { startLedgerTeam } from './ledgerTeam.js';
import type { LedgerTeam } from './ledgerTeam.js';
import { startLocalSmtpServer } from './localSmtpServer.js';
import type { LocalSmtpServer } from './localSmtpServer.js';

/** The address the notices' links point at. */
export const NOTICE_PUBLIC_URL = 'http://cash.test';

/**
 * Half a year of a business losing $5,000 a week, with the bank's running balance: $10,000 in
 * each Monday and $15,000 out each Friday from 4 May, ending with $70,000 on 30 Oct 2026; its
 * forecast, as of that day, falls by $5,000 a week, to $45,000 in the week from 28 Nov.
 */
export function losingLedger(): Transaction[] {
  const rows: Transaction[] = [];
  let balance = 200_000;
  for (let week = 0; week < 26; week += 1) {
    const monday = addDays('2026-05-04', 7 * week);
    balance += 10_000;
    rows.push({
      id: `in-${week}`,
      date: monday,
      description: 'Meridian Foods payment',
      amount: 10_000,
      type: 'inflow',
      category: 'Sales',
      balance,
    });
    balance -= 15_000;
    rows.push({
      id: `out-${week}`,
      date: addDays(monday, 4),
      description: 'Gusto payroll',
      amount: -15_000,
      type: 'outflow',
      category: 'Payroll',
      balance,
    });
  }
  return rows;
}

export type NoticeTeam = {
  team: LedgerTeam;
  smtp: LocalSmtpServer;
  deps: NoticeDeps;
  orgId: string;
  close(): Promise<void>;
};

/**
 * A team (owner, admin, editor, viewer) whose ledger is `losingLedger` with a $50,000 minimum for
 * total cash, on the clock `now`, and the notices' dependencies with a real local SMTP server.
 */
export async function startNoticeTeam(now: () => Date): Promise<NoticeTeam> {
  const team = await startLedgerTeam({ now });
  const smtp = await startLocalSmtpServer();
  const { ctx, owner, orgPath } = team;
  await owner.agent
    .post(`${orgPath}/transactions`)
    .send({ transactions: losingLedger() })
    .expect(201);
  await owner.agent
    .put(`${orgPath}/documents/settings`)
    .send({ baseVersion: 0, value: { importLayouts: {}, cashMinimum: 50_000 } })
    .expect(200);
  const publicUrl = NOTICE_PUBLIC_URL;
  return {
    team,
    smtp,
    orgId: owner.organizationId,
    deps: {
      db: ctx.sql.kysely,
      auth: ctx.auth,
      mailer: createMailer({ ...ctx.config, smtpUrl: smtp.url, publicUrl }),
      publicUrl,
      secret: ctx.sessionSecret,
      now: ctx.now,
      logger: { warn: () => undefined },
    },
    async close() {
      await team.close();
      await smtp.close();
    },
  };
}

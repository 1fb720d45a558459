import { addDays } from '@cashline/core';
import type { Transaction } from '@cashline/core';
import { afterEach, describe, expect, it } from 'vitest';
import { startLedgerTeam } from '../testing/ledgerTeam.js';
import type { LedgerTeam } from '../testing/ledgerTeam.js';
import { startLocalSmtpServer } from '../testing/localSmtpServer.js';
import type { LocalSmtpServer } from '../testing/localSmtpServer.js';
import { createLowCashCheck } from './lowCashCheck.js';
import { createMailer } from './mailer.js';

const DAY_MS = 86_400_000;
const PUBLIC = 'http://cash.test';
let clock = 0;
let team: LedgerTeam | undefined;
let smtp: LocalSmtpServer | undefined;
afterEach(async () => {
  await team?.close();
  await smtp?.close();
  team = smtp = undefined;
});

/**
 * Half a year of a business losing $5,000 a week, with the bank's running balance: $10,000 in
 * each Monday and $15,000 out each Friday from 4 May, ending with $70,000 on 30 Oct 2026; its
 * forecast, as of that day, falls by $5,000 a week, to $45,000 in the week from 28 Nov.
 */
function losingLedger(): Transaction[] {
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

/** The message with quoted-printable soft breaks and folded headers undone. */
const mailText = (raw: string) =>
  raw
    .replace(/=\r?\n/g, '')
    .replace(/=3D/g, '=')
    .replace(/\r?\n[ \t]+/g, ' ');

async function setUp() {
  clock = Date.parse('2026-11-02T09:00:00Z');
  team = await startLedgerTeam({ now: () => new Date(clock) });
  smtp = await startLocalSmtpServer();
  const { ctx, owner, orgPath } = team;
  await owner.agent
    .post(`${orgPath}/transactions`)
    .send({ transactions: losingLedger() })
    .expect(201);
  await owner.agent
    .put(`${orgPath}/documents/settings`)
    .send({ baseVersion: 0, value: { importLayouts: {}, cashMinimum: 50_000 } })
    .expect(200);
  const check = createLowCashCheck({
    db: ctx.sql.kysely,
    auth: ctx.auth,
    mailer: createMailer({ ...ctx.config, smtpUrl: smtp.url, publicUrl: PUBLIC }),
    publicUrl: PUBLIC,
    secret: ctx.sessionSecret,
    now: ctx.now,
    logger: { warn: () => undefined },
  });
  return { team, smtp, check, orgId: owner.organizationId };
}

describe('low-cash alerts by e-mail', { timeout: 120_000 }, () => {
  it('tell owners and admins once a month of daily checks, even two checks at once', async () => {
    const { team, smtp, check, orgId } = await setUp();
    const first = await Promise.all([check(orgId), check(orgId)]);
    expect(first.sort()).toEqual([0, 2]);
    for (let day = 1; day < 30; day += 1) {
      clock += DAY_MS;
      expect(await check(orgId)).toBe(0);
    }
    expect(smtp.received.flatMap((mail) => mail.to).sort()).toEqual([
      'ada@example.com',
      'olive@example.com',
    ]);
    const text = mailText(smtp.received[0]?.raw ?? '');
    expect(text).toContain(
      'Subject: Cash alert: Total cash falls to $45,000 in the week of 28 Nov',
    );
    expect(text).toContain('below your $50,000 minimum');
    expect(text).toContain('Gusto payroll (Payroll), $15,000');
    expect(text).toContain(`See the forecast: ${PUBLIC}/analytics/forecast`);
    expect(text).toMatch(
      /List-Unsubscribe: <http:\/\/cash\.test\/api\/notifications\/unsubscribe\?token=[\w.-]+>/,
    );
    expect(text).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    expect(team.editor.userId).toBeTruthy();
  });

  it('stop for a member who unsubscribes, start for one who opts in, and come again when it clears and falls', async () => {
    const { team, smtp, check, orgId } = await setUp();
    const { owner, editor, orgPath, server } = team;
    await check(orgId);
    const ownerMail = smtp.received.find((mail) => mail.to.includes('olive@example.com'));
    const link = /List-Unsubscribe: <([^>]+)>/.exec(mailText(ownerMail?.raw ?? ''))?.[1] ?? '';
    const path = link.slice(PUBLIC.length);

    // Opening the link only asks; a link checker following it changes nothing.
    const asked = await server.agent().get(path).expect(200);
    expect(asked.text).toContain('<button type="submit">Unsubscribe</button>');
    const before = await owner.agent.get(`${orgPath}/notifications`).expect(200);
    expect(before.body).toMatchObject({ lowCash: true, digest: false });
    // A mail client's one-click POST carries no cookie and no Origin.
    await server
      .agent()
      .post(path)
      .unset('Origin')
      .type('form')
      .send('List-Unsubscribe=One-Click')
      .expect(200);
    const after = await owner.agent.get(`${orgPath}/notifications`).expect(200);
    expect(after.body.lowCash).toBe(false);
    await server
      .agent()
      .post(`${path.slice(0, -3)}xyz`)
      .expect(400);

    await editor.agent.put(`${orgPath}/notifications`).send({ lowCash: true }).expect(200);
    // The minimum is lowered below every forecast week (the alert clears), then raised again.
    const settings = (await owner.agent.get(`${orgPath}/documents/settings`).expect(200)).body;
    const saved = await owner.agent
      .put(`${orgPath}/documents/settings`)
      .send({ baseVersion: settings.version, value: { importLayouts: {}, cashMinimum: 1 } })
      .expect(200);
    expect(await check(orgId)).toBe(0);
    await owner.agent
      .put(`${orgPath}/documents/settings`)
      .send({ baseVersion: saved.body.version, value: { importLayouts: {}, cashMinimum: 50_000 } })
      .expect(200);
    smtp.received.length = 0;
    expect(await check(orgId)).toBe(2);
    expect(smtp.received.flatMap((mail) => mail.to).sort()).toEqual([
      'ada@example.com',
      'eddie@example.com',
    ]);
  });
});

import { afterEach, describe, expect, it } from 'vitest';
import { NOTICE_PUBLIC_URL as PUBLIC, startNoticeTeam } from '../testing/noticeTeam.js';
import { mailText } from '../testing/receivedMail.js';
import type { NoticeTeam } from '../testing/noticeTeam.js';
import { createLowCashCheck } from './lowCashCheck.js';

const DAY_MS = 86_400_000;
let clock = 0;
let notices: NoticeTeam | undefined;
afterEach(async () => {
  await notices?.close();
  notices = undefined;
});

async function setUp() {
  clock = Date.parse('2026-11-02T09:00:00Z');
  notices = await startNoticeTeam(() => new Date(clock));
  return { ...notices, check: createLowCashCheck(notices.deps) };
}

describe('low-cash alerts by e-mail', { timeout: 120_000 }, () => {
  it('tell owners and admins once a month of daily checks, even two checks at once', async () => {
    const { smtp, check, orgId } = await setUp();
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

  it('tell a fall once more, once, when an alert that said it could come finds it projected', async () => {
    const { smtp, check, orgId, deps } = await setUp();
    // An alert sent before, for the same week, that said only that total cash could fall.
    await deps.db
      .insertInto('low_cash_alert')
      .values({
        org_id: orgId,
        scope: 'total',
        week_start: '2026-11-28',
        certain: 0,
        sent_at: '2026-11-01T09:00:00Z',
      })
      .execute();
    const told = await Promise.all([check(orgId), check(orgId)]);
    expect(told.sort()).toEqual([0, 2]);
    expect(mailText(smtp.received[0]?.raw ?? '')).toContain(
      'falls to $45,000 in the week of 28 Nov',
    );
    const row = await deps.db
      .selectFrom('low_cash_alert')
      .select(['week_start', 'certain'])
      .where('org_id', '=', orgId)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ week_start: '2026-11-28', certain: 1 });
    clock += DAY_MS;
    expect(await check(orgId)).toBe(0);
  });

  it("list an account's own coming payments in its alert, not total cash's", async () => {
    const { team, smtp, check, orgId } = await setUp();
    const { owner, orgPath } = team;
    // $15,000 less six $2,000 rents is $3,000 on 30 Oct; 1 Nov's rent leaves $1,000, below $2,000.
    const office = {
      id: 'office',
      name: 'Office account',
      kind: 'checking',
      currency: 'USD',
      openingBalance: 15_000,
      openingDate: '2026-05-01',
      archived: false,
      lowCashThreshold: 2_000,
    };
    await owner.agent.post(`${orgPath}/accounts`).send(office).expect(201);
    const rents = [5, 6, 7, 8, 9, 10].map((month) => ({
      id: `rent-${month}`,
      date: `2026-${String(month).padStart(2, '0')}-01`,
      description: 'Office rent',
      amount: -2_000,
      type: 'outflow',
      category: 'Rent',
      accountId: 'office',
    }));
    await owner.agent.post(`${orgPath}/transactions`).send({ transactions: rents }).expect(201);
    await check(orgId);
    const text = smtp.received
      .map((mail) => mailText(mail.raw))
      .find((mail) => mail.includes('Subject: Cash alert: Office account'));
    expect(text).toContain('Office account is projected to fall to $1,000 in the week of 31 Oct');
    expect(text).toContain('1 Nov: Office rent (Rent), $2,000');
    // The payroll is paid from the other account: it takes total cash down, not this one.
    expect(text).not.toContain('Gusto payroll');
  });
});

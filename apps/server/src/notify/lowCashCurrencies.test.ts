import { afterEach, describe, expect, it } from 'vitest';
import { startNoticeTeam } from '../testing/noticeTeam.js';
import type { NoticeTeam } from '../testing/noticeTeam.js';
import { mailText } from '../testing/receivedMail.js';
import { createLowCashCheck } from './lowCashCheck.js';

let notices: NoticeTeam | undefined;
afterEach(async () => {
  await notices?.close();
  notices = undefined;
});

/**
 * The payroll ledger (total cash falls to $45,000 in the week of 28 Nov, below the $50,000
 * minimum, reported in dollars) beside a euro account that took €4,000 on Friday 30 Oct, whose
 * own minimum is €5,000; the check runs on Monday 2 Nov.
 */
async function alertMails(rates: { date: string; currency: string; rate: string }[]) {
  notices = await startNoticeTeam(() => new Date('2026-11-02T09:00:00Z'));
  const { team, smtp, deps, orgId } = notices;
  const { owner, orgPath } = team;
  const euros = {
    id: 'eur',
    name: 'Euro account',
    kind: 'checking',
    currency: 'EUR',
    openingBalance: 0,
    openingDate: '2026-10-01',
    archived: false,
    lowCashThreshold: 5_000,
  };
  await owner.agent.post(`${orgPath}/accounts`).send(euros).expect(201);
  const sale = {
    id: 'eur-sale',
    date: '2026-10-30',
    description: 'Lyon order',
    amount: 4_000,
    type: 'inflow',
    category: 'Sales',
    accountId: 'eur',
  };
  await owner.agent
    .post(`${orgPath}/transactions`)
    .send({ transactions: [sale] })
    .expect(201);
  const settings = (await owner.agent.get(`${orgPath}/documents/settings`).expect(200)).body;
  await owner.agent
    .put(`${orgPath}/documents/settings`)
    .send({
      baseVersion: settings.version,
      value: { importLayouts: {}, cashMinimum: 50_000, reportingCurrency: 'USD' },
    })
    .expect(200);
  if (rates.length > 0) await owner.agent.post(`${orgPath}/rates`).send({ rates }).expect(200);
  await createLowCashCheck(deps)(orgId);
  const texts = smtp.received
    .filter((mail) => mail.to.includes('olive@example.com'))
    .map((mail) => mailText(mail.raw));
  return {
    total: texts.find((text) => text.includes('Subject: Cash alert: Total cash')) ?? '',
    account: texts.find((text) => text.includes('Euro account is projected')) ?? '',
  };
}

describe('low-cash alerts of accounts in several currencies', { timeout: 120_000 }, () => {
  it('check total cash converted at the stored rate, and an account in its own currency', async () => {
    const { total, account } = await alertMails([
      { date: '2026-10-30', currency: 'USD', rate: '1.2' },
    ]);
    // $45,000 and €4,000 x 1.2 = $4,800: $49,800, not $49,000 with euros added 1:1.
    expect(total).toContain('Total cash falls to $49,800 in the week of 28 Nov');
    expect(total).toContain('below your $50,000 minimum');
    expect(total).toContain('Figures in USD at the exchange rates of 30 Oct.');
    // The euro account's €4,000 checked against its own €5,000, neither converted.
    expect(account).toContain(
      'Euro account is projected to fall to €4,000 in the week of 31 Oct, below your €5,000 minimum.',
    );
    expect(account).not.toContain('Figures in USD');
  });

  it('say a missing rate rather than adding euros to dollars', async () => {
    const { total } = await alertMails([]);
    expect(total).toContain('Total cash falls to $45,000 in the week of 28 Nov');
    expect(total).toContain('No EUR to USD rate: money in EUR is left out, not counted 1:1.');
  });
});

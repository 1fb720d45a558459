import { afterEach, describe, expect, it } from 'vitest';
import { startNoticeTeam } from '../testing/noticeTeam.js';
import type { NoticeTeam } from '../testing/noticeTeam.js';
import { mailText } from '../testing/receivedMail.js';
import { createWeeklyDigests } from './weeklyDigests.js';

let notices: NoticeTeam | undefined;
afterEach(async () => {
  await notices?.close();
  notices = undefined;
});

const euros = {
  id: 'eur',
  name: 'Euro account',
  kind: 'checking',
  currency: 'EUR',
  openingBalance: 0,
  openingDate: '2026-10-01',
  archived: false,
};

/**
 * The losing ledger ($70,000 on Friday 30 Oct 2026, reported in dollars) beside a euro account
 * that took €1,000 that day; its digest goes out on Monday 2 Nov.
 */
async function digestMail(rates: { date: string; currency: string; rate: string }[]) {
  notices = await startNoticeTeam(() => new Date('2026-11-02T12:30:00Z'));
  const { team, smtp, deps } = notices;
  const { owner, orgPath } = team;
  await owner.agent.post(`${orgPath}/accounts`).send(euros).expect(201);
  const sale = {
    id: 'eur-sale',
    date: '2026-10-30',
    description: 'Lyon order',
    amount: 1_000,
    type: 'inflow',
    category: 'Sales',
    accountId: 'eur',
  };
  await owner.agent
    .post(`${orgPath}/transactions`)
    .send({ transactions: [sale] })
    .expect(201);
  await owner.agent
    .put(`${orgPath}/documents/settings`)
    .send({
      baseVersion: 1,
      value: { importLayouts: {}, cashMinimum: 50_000, reportingCurrency: 'USD' },
    })
    .expect(200);
  if (rates.length > 0) await owner.agent.post(`${orgPath}/rates`).send({ rates }).expect(200);
  await team.viewer.agent
    .put(`${orgPath}/notifications`)
    .send({ digest: true, timeZone: 'America/New_York' })
    .expect(200);
  expect(await createWeeklyDigests(deps)()).toBe(1);
  return mailText(smtp.received[0]?.raw ?? '');
}

describe('the weekly digest of accounts in several currencies', { timeout: 120_000 }, () => {
  it('converts the euros at the stored rate of the as-of date and says so', async () => {
    const text = await digestMail([{ date: '2026-10-30', currency: 'USD', rate: '1.2' }]);
    // $70,000 and €1,000 x 1.2 = $1,200.
    expect(text).toContain('Cash: $71,200');
    expect(text).toContain('Figures in USD at the exchange rates of 30 Oct.');
  });

  it('says a missing rate rather than adding euros to dollars', async () => {
    const text = await digestMail([]);
    expect(text).toContain('Cash: $70,000');
    expect(text).toContain('No EUR to USD rate: money in EUR is left out, not counted 1:1.');
  });
});

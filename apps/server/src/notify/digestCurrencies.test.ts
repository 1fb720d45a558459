import { afterEach, describe, expect, it } from 'vitest';
import { startNoticeTeam } from '../testing/noticeTeam.js';
import type { NoticeTeam } from '../testing/noticeTeam.js';
import { addEuroSale } from '../testing/euroSale.js';
import type { RateRow } from '../testing/euroSale.js';
import { mailText } from '../testing/receivedMail.js';
import { createWeeklyDigests } from './weeklyDigests.js';

let notices: NoticeTeam | undefined;
afterEach(async () => {
  await notices?.close();
  notices = undefined;
});

/**
 * The losing ledger ($70,000 on Friday 30 Oct 2026, reported in dollars) beside a euro account
 * that took €1,000 that day; its digest goes out on Monday 2 Nov.
 */
async function digestMail(rates: RateRow[]) {
  notices = await startNoticeTeam(() => new Date('2026-11-02T12:30:00Z'));
  const { team, smtp, deps } = notices;
  await addEuroSale(notices, { amount: 1_000, rates });
  await team.viewer.agent
    .put(`${team.orgPath}/notifications`)
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

import { afterEach, describe, expect, it } from 'vitest';
import { startNoticeTeam } from '../testing/noticeTeam.js';
import type { NoticeTeam } from '../testing/noticeTeam.js';
import type { RateRow } from '../testing/euroSale.js';
import { mailText } from '../testing/receivedMail.js';
import { createWeeklyDigests } from './weeklyDigests.js';

let notices: NoticeTeam | undefined;
afterEach(async () => {
  await notices?.close();
  notices = undefined;
});

/** A Lyon customer's €10,000 invoice, due Monday 9 Nov 2026: no history, so due that day. */
const euroInvoice = {
  id: 'lyon-1',
  kind: 'invoice',
  party: 'Lyon Bistro',
  number: 'L-1',
  amount: 10_000,
  balance: 10_000,
  issueDate: '2026-10-10',
  dueDate: '2026-11-09',
  payments: [],
  currency: 'EUR',
};

/**
 * The digest of the losing dollar ledger (reported in dollars, as of Friday 30 Oct 2026) going
 * out on Monday 2 Nov, with the euro invoice or none, and `rates` stored: its lowest point.
 */
async function lowestPoint(withInvoice: boolean, rates: RateRow[]) {
  notices = await startNoticeTeam(() => new Date('2026-11-02T12:30:00Z'));
  const { team, smtp, deps } = notices;
  const { owner, orgPath } = team;
  await owner.agent
    .put(`${orgPath}/documents/settings`)
    .send({
      baseVersion: 1,
      value: { importLayouts: {}, cashMinimum: 50_000, reportingCurrency: 'USD' },
    })
    .expect(200);
  if (withInvoice) {
    await owner.agent
      .put(`${orgPath}/documents/openItems`)
      .send({ baseVersion: 0, value: [euroInvoice] })
      .expect(200);
  }
  if (rates.length > 0) await owner.agent.post(`${orgPath}/rates`).send({ rates }).expect(200);
  await team.viewer.agent
    .put(`${orgPath}/notifications`)
    .send({ digest: true, timeZone: 'America/New_York' })
    .expect(200);
  expect(await createWeeklyDigests(deps)()).toBe(1);
  const text = mailText(smtp.received[0]?.raw ?? '');
  await notices.close();
  notices = undefined;
  const lowest = /Lowest point in 13 weeks: \$([\d,]+)/.exec(text)?.[1];
  return { text, lowest: Number(lowest?.replace(/,/g, '')) };
}

describe('the digest of a dollar ledger with an invoice in euros', { timeout: 120_000 }, () => {
  it('converts the invoice at the latest stored rate, not 1:1', async () => {
    const rates = [{ date: '2026-10-30', currency: 'USD', rate: '1.2' }];
    const without = await lowestPoint(false, rates);
    const converted = await lowestPoint(true, rates);
    // The lowest point is after 9 Nov: €10,000 less its 2% chance of never being paid, €9,800,
    // at $1.2 a euro: $11,760 higher.
    expect(converted.lowest - without.lowest).toBe(11_760);
    expect(converted.text).toContain('Figures in USD at the exchange rates of 30 Oct.');
  });

  it('says a missing rate and leaves the invoice out', async () => {
    const without = await lowestPoint(false, []);
    const missing = await lowestPoint(true, []);
    expect(missing.lowest).toBe(without.lowest);
    expect(missing.text).toContain(
      'No EUR to USD rate: money in EUR is left out, not counted 1:1.',
    );
  });
});

import { afterEach, describe, expect, it } from 'vitest';
import { startNoticeTeam } from '../testing/noticeTeam.js';
import type { NoticeTeam } from '../testing/noticeTeam.js';
import { addEuroSale } from '../testing/euroSale.js';
import { mailText } from '../testing/receivedMail.js';
import { createLowCashCheck } from './lowCashCheck.js';
import { createWeeklyDigests } from './weeklyDigests.js';

let notices: NoticeTeam | undefined;
afterEach(async () => {
  await notices?.close();
  notices = undefined;
});

const dollars = {
  id: 'usd',
  name: 'Dollar account',
  kind: 'checking',
  currency: 'USD',
  openingBalance: 0,
  openingDate: '2026-10-01',
  archived: false,
};

function leg(id: string, accountId: string, amount: number, transferId: string | undefined) {
  return {
    id,
    date: '2026-10-30',
    description: 'Currency transfer',
    amount,
    type: amount < 0 ? 'outflow' : 'inflow',
    category: 'Transfer',
    accountId,
    ...(transferId === undefined ? {} : { transferId }),
  };
}

/**
 * Beside the losing ledger ($70,000 on Friday 30 Oct 2026, reported in dollars, with a $50,000
 * minimum): a euro account that took `euros` and sent €1,000 that day to a dollar account, which
 * got $1,085.00; no rate is stored. `linked`: the two legs are one transfer.
 */
async function withTransfer(notice: NoticeTeam, euros: number, linked: boolean) {
  await addEuroSale(notice, { amount: euros, rates: [] });
  const { owner, orgPath } = notice.team;
  await owner.agent.post(`${orgPath}/accounts`).send(dollars).expect(201);
  const transferId = linked ? 'transfer-fx-out' : undefined;
  await owner.agent
    .post(`${orgPath}/transactions`)
    .send({
      transactions: [
        leg('fx-out', 'eur', -1_000, transferId),
        leg('fx-in', 'usd', 1_085, transferId),
      ],
    })
    .expect(201);
}

/** The digest of that ledger, going out on Monday 2 Nov. */
async function digestMail(linked: boolean) {
  notices = await startNoticeTeam(() => new Date('2026-11-02T12:30:00Z'));
  const { team, smtp, deps } = notices;
  await withTransfer(notices, 2_000, linked);
  const { orgPath } = team;
  await team.viewer.agent
    .put(`${orgPath}/notifications`)
    .send({ digest: true, timeZone: 'America/New_York' })
    .expect(200);
  expect(await createWeeklyDigests(deps)()).toBe(1);
  return mailText(smtp.received[0]?.raw ?? '');
}

describe(
  'the weekly digest with a linked transfer between euros and dollars',
  { timeout: 120_000 },
  () => {
    it("converts the euros at the rate the transfer's legs imply", async () => {
      const text = await digestMail(true);
      // $70,000 + $1,085 + €1,000 x (1,085 / 1,000) = $1,085: $72,170.
      expect(text).toContain('Cash: $72,170');
      expect(text).toContain('Figures in USD at the exchange rates of 30 Oct');
      expect(text).not.toContain('No EUR to USD rate');
    });

    it('has no rate from the same two amounts left unlinked', async () => {
      const text = await digestMail(false);
      expect(text).toContain('Cash: $71,085');
      expect(text).toContain('No EUR to USD rate: money in EUR is left out, not counted 1:1.');
    });
  },
);

describe(
  'the low-cash alert with a linked transfer between euros and dollars',
  { timeout: 120_000 },
  () => {
    it("checks total cash converted at the rate the transfer's legs imply", async () => {
      notices = await startNoticeTeam(() => new Date('2026-11-02T09:00:00Z'));
      const { smtp, deps, orgId } = notices;
      await withTransfer(notices, 4_000, true);
      await createLowCashCheck(deps)(orgId);
      const total = smtp.received
        .map((mail) => mailText(mail.raw))
        .find((text) => text.includes('Subject: Cash alert: Total cash'));
      // $45,000 + €3,000 x 1.085 = $3,255 + the $1,085 received: $49,340, below $50,000.
      expect(total).toContain('Total cash falls to $49,340 in the week of 28 Nov');
      expect(total).toContain(
        'Figures in USD at the exchange rates of 30 Oct. EUR is converted at the rate a transfer between currencies implied, on days no published or entered rate covers.',
      );
    });
  },
);

import { afterEach, describe, expect, it } from 'vitest';
import { startNoticeTeam } from '../testing/noticeTeam.js';
import type { NoticeTeam } from '../testing/noticeTeam.js';
import { addEuroSale } from '../testing/euroSale.js';
import type { RateRow } from '../testing/euroSale.js';
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
async function alertMails(rates: RateRow[]) {
  notices = await startNoticeTeam(() => new Date('2026-11-02T09:00:00Z'));
  const { smtp, deps, orgId } = notices;
  await addEuroSale(notices, { amount: 4_000, rates, lowCashThreshold: 5_000 });
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
    // Its one sale is no payment; the dollar account's payroll is not its own.
    expect(account).toContain('No single large payment drives it: the usual flow does.');
    expect(account).not.toContain('Gusto payroll');
  });

  it('say a missing rate rather than adding euros to dollars', async () => {
    const { total } = await alertMails([]);
    expect(total).toContain('Total cash falls to $45,000 in the week of 28 Nov');
    expect(total).toContain('No EUR to USD rate: money in EUR is left out, not counted 1:1.');
  });
});

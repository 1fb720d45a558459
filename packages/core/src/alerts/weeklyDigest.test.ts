import { describe, expect, it } from 'vitest';
import { addDays } from '../dates.js';
import type { CashFlowWeek } from '../forecast/engine/forecastTypes.js';
import type { Transaction } from '../transaction.js';
import { weeklyDigest } from './weeklyDigest.js';
import { weeklyDigestMail } from './weeklyDigestMail.js';

/**
 * $10,000 in each Monday and $15,000 out each Friday from 4 May 2026, with the bank's balance:
 * $70,000 on Friday 30 Oct, $75,000 a week before. Two Monday receipts wait for a category.
 */
function ledger(): Transaction[] {
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
      category: week >= 24 ? 'Uncategorized' : 'Sales',
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

const week = (start: string, expected: number): CashFlowWeek => ({
  start,
  end: addDays(start, 6),
  inflows: 10_000,
  outflows: 15_000,
  net: -5_000,
  adjustment: 0,
  fromInvoices: 0,
  toBills: 0,
  balance: { low: expected - 1000, expected, high: expected + 1000 },
});

const forecast = {
  engine: {
    asOf: '2026-10-30',
    openingBalance: 70_000,
    weeks: [week('2026-10-31', 65_000), week('2026-11-07', 58_000), week('2026-11-14', 61_000)],
    recurring: [],
  },
  upcoming: [
    {
      key: 'payroll',
      description: 'Gusto payroll',
      payee: 'Gusto',
      category: 'Payroll',
      cadence: 'weekly' as const,
      amount: -15_000,
      dates: ['2026-11-06', '2026-11-13', '2026-11-20'],
      confidence: 0.95,
      choice: null,
    },
  ],
  planned: [{ id: 'tax', date: '2026-11-16', description: 'Quarterly tax', amount: -22_000 }],
};

describe('the weekly digest', () => {
  it('gives the week’s figures worked by hand', () => {
    const digest = weeklyDigest({
      transactions: ledger(),
      accounts: [],
      forecast,
      asOf: '2026-10-30',
    });
    expect(digest.cash).toBe(70_000);
    expect(digest.weekChange).toBe(-5_000);
    // July, August, September: -35,000, -10,000 and -20,000 net; 65,000 / 3 a month.
    expect(digest.runway.netBurn).toBeCloseTo(21_666.67, 2);
    expect(digest.runway.runwayMonths).toBe(3.2);
    expect(digest.lowest).toEqual({ weekStart: '2026-11-07', balance: 58_000 });
    // The payments within the forecast's weeks (here three, to 20 Nov), the largest first.
    expect(digest.payments.map((p) => [p.date, p.amount])).toEqual([
      ['2026-11-16', 22_000],
      ['2026-11-06', 15_000],
      ['2026-11-13', 15_000],
      ['2026-11-20', 15_000],
    ]);
    expect(digest.uncategorised).toBe(2);
  });

  it('reads as a short table in text and HTML, with the unsubscribe link', () => {
    const digest = weeklyDigest({
      transactions: ledger(),
      accounts: [],
      forecast,
      asOf: '2026-10-30',
    });
    const mail = weeklyDigestMail({
      digest,
      organisationName: '“Harbor Lane Bakery”',
      appUrl: 'https://cash.example.com/',
      unsubscribeUrl: 'https://cash.example.com/api/notifications/unsubscribe?token=t',
    });
    expect(mail.subject).toBe('Your week in cash: $70,000, down $5,000');
    expect(mail.text).toContain(
      'Cash: $70,000\nOver the week: down $5,000\nNet burn: $21,667 a month',
    );
    expect(mail.text).toContain('Lowest point in 13 weeks: $58,000 in the week of 7 Nov');
    expect(mail.text).toContain('Waiting for a category: 2');
    expect(mail.text).toContain('- 16 Nov: Quarterly tax (Planned), $22,000');
    expect(mail.text).toContain(
      'Stop the weekly digest: https://cash.example.com/api/notifications/unsubscribe?token=t',
    );
    expect(mail.html).toContain(
      '<meta name="viewport" content="width=device-width,initial-scale=1">',
    );
    expect(mail.html).toContain('Your week at “Harbor Lane Bakery”');
  });
});

import { describe, expect, it } from 'vitest';
import { largestComingPayments } from './comingPayments.js';
import { lowCashAlertMail } from './lowCashAlertMail.js';

const forecast = {
  upcoming: [
    {
      key: 'irs',
      description: 'IRS USATAXPYMT',
      payee: 'IRS',
      category: 'Taxes',
      cadence: 'quarterly' as const,
      amount: -62_500,
      dates: ['2026-12-15', '2027-03-15'],
      confidence: 0.9,
      choice: null,
    },
    {
      key: 'rent',
      description: 'Rent <Harbor & Co>',
      payee: 'Harbor',
      category: 'Rent',
      cadence: 'monthly' as const,
      amount: -6_500,
      dates: ['2026-12-01', '2027-01-01'],
      confidence: 0.9,
      choice: null,
    },
    {
      key: 'sales',
      description: 'Stripe payout',
      payee: 'Stripe',
      category: 'Sales',
      cadence: 'weekly' as const,
      amount: 20_000,
      dates: ['2026-12-04'],
      confidence: 0.9,
      choice: null,
    },
  ],
  planned: [{ id: 'p1', date: '2026-12-10', description: 'New oven', amount: -14_800 }],
};

describe('the low-cash alert e-mail', () => {
  it('lists the largest payments up to the crossing week, money in left out', () => {
    const drivers = largestComingPayments(forecast, {
      from: '2026-11-30',
      to: '2026-12-20',
      limit: 5,
    });
    expect(drivers.map((p) => [p.date, p.amount, p.category])).toEqual([
      ['2026-12-15', 62_500, 'Taxes'],
      ['2026-12-10', 14_800, 'Planned'],
      ['2026-12-01', 6_500, 'Rent'],
    ]);
  });

  it('names the week, the amount and the minimum, links the forecast, and escapes user text in HTML', () => {
    const mail = lowCashAlertMail({
      warning: {
        accountId: null,
        name: 'Total cash',
        weekStart: '2026-12-14',
        balanceCents: 55_645_600,
        thresholdCents: 60_000_000,
      },
      drivers: largestComingPayments(forecast, { from: '2026-11-30', to: '2026-12-20', limit: 5 }),
      organisationName: '“Harbor Lane Bakery”',
      forecastUrl: 'https://cash.example.com/forecast',
      unsubscribeUrl: 'https://cash.example.com/api/notifications/unsubscribe?token=abc',
    });
    expect(mail.subject).toBe('Cash alert: Total cash falls to $556,456 in the week of 14 Dec');
    expect(mail.text).toContain(
      'Total cash is projected to fall to $556,456 in the week of 14 Dec, below your $600,000 minimum.',
    );
    expect(mail.text).toContain('- 15 Dec: IRS USATAXPYMT (Taxes), $62,500');
    expect(mail.text).toContain('See the forecast: https://cash.example.com/forecast');
    expect(mail.text).toContain(
      'Stop low-cash alerts: https://cash.example.com/api/notifications/unsubscribe?token=abc',
    );
    expect(mail.html).toContain('Rent &lt;Harbor &amp; Co&gt;');
    expect(mail.html).not.toContain('<Harbor');
    expect(mail.html).toContain('<a href="https://cash.example.com/forecast">See the forecast</a>');
  });

  it('says a chance of falling below the minimum where the expected balance stays above it', () => {
    const mail = lowCashAlertMail({
      warning: {
        accountId: null,
        name: 'Total cash',
        weekStart: '2026-12-14',
        balanceCents: 61_200_000,
        thresholdCents: 60_000_000,
        chance: 0.42,
      },
      drivers: [],
      organisationName: 'Harbor Lane Bakery',
      forecastUrl: 'https://cash.example.com/forecast',
      unsubscribeUrl: 'https://cash.example.com/api/notifications/unsubscribe?token=abc',
    });
    expect(mail.subject).toBe(
      'Cash alert: Total cash could fall below $600,000 in the week of 14 Dec',
    );
    expect(mail.text).toContain(
      'Total cash could fall below your $600,000 minimum in the week of 14 Dec (a chance of about 4 in 10); the forecast expects $612,000 then.',
    );
  });
});

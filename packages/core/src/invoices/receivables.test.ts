import { describe, expect, it } from 'vitest';
import { AS_OF, item, twoCustomers } from '../testing/openItems.js';
import { expectedPayments } from './expectedPayments.js';
import { paymentTiming } from './paymentTiming.js';
import { receivables } from './receivables.js';

describe('receivables', () => {
  // Acme (10 or 20 days late with the business: 0.3/0.35/0.35), Birch (0.7 on the due date),
  // Dodo (settled three invoices, paid none).
  const dodo = [item('Dodo', 100, 200), item('Dodo', 100, 170), item('Dodo', 100, 140)];
  const acme = { ...item('Acme Ltd', 1000.01, 5), number: 'A-1' };
  const birch = { ...item('Birch & Co', 300, -3), number: 'B-1' };
  const owedByDodo = { ...item('Dodo', 250, -7), number: 'D-1' };
  const items = [...twoCustomers(), ...dodo, acme, birch, owedByDodo];
  const flows = expectedPayments(items, paymentTiming(items, 'invoice', AS_OF), AS_OF, 13);
  const panel = receivables(flows.payments, AS_OF);

  it('lists who owes what and when each is likely paid, soonest first', () => {
    const row = (number: string) => panel.rows.find((r) => r.number === number);
    // Acme, due 5 days ago, not paid: 10 or 20 days late at half each, i.e. 5 or 15 days on.
    expect(row('A-1')).toMatchObject({
      party: 'Acme Ltd',
      owed: 1000.01,
      daysOverdue: 5,
      likely: { from: '2026-07-05', expected: '2026-07-05', to: '2026-07-15' },
      atRisk: false,
    });
    // Birch, due in 3 days: on it (70%), or 10 or 20 days late.
    expect(row('B-1')?.likely).toEqual({
      from: '2026-07-03',
      expected: '2026-07-03',
      to: '2026-07-23',
    });
    expect(row('B-1')?.daysOverdue).toBe(0);
    expect(panel.rows.slice(0, 2).map((r) => r.number)).toEqual(['B-1', 'A-1']);
  });

  it('flags an invoice at risk of never being paid, and sums what is owed by age', () => {
    // Dodo's new invoice: 3/6 of its own 100% and 3/6 of 2%: 51%.
    const d1 = panel.rows.find((r) => r.number === 'D-1');
    expect(d1?.atRisk).toBe(true);
    expect(d1?.neverChance).toBeCloseTo(0.51, 12);
    // Dodo's written-off three (140-200 days past due) are over 90 days and at risk too.
    expect(panel.byAge).toEqual([
      { label: '0-30 days', owed: 1550.01 },
      { label: '31-60 days', owed: 0 },
      { label: '61-90 days', owed: 0 },
      { label: 'Over 90 days', owed: 300 },
    ]);
    expect(panel.owed).toBe(1850.01);
    expect(panel.atRisk).toBe(550);
  });
});

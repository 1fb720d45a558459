import { describe, expect, it } from 'vitest';
import { addDays, isoDate } from '../../dates.js';
import type { OpenItem } from '../../invoices/openItem.js';
import { ledger } from '../../testing/ledger.js';
import type { Transaction } from '../../transaction.js';
import { forecastDetail } from './forecastDetail.js';

// A Sunday: week 1 is 1-7 July, week 2 8-14, week 3 15-21, week 4 22-28.
const AS_OF = '2024-06-30';

/** Rent of 1,000 on the 1st, and Acme paying its 3,000 monthly invoice on the 20th, since 2023. */
function book(): Transaction[] {
  const entries = ledger();
  for (let m = 0; m < 18; m += 1) {
    const year = 2023 + Math.floor(m / 12);
    const month = (m % 12) + 1;
    entries.outflow(isoDate(year, month, 1), 1000, { description: 'Rent Oak St' });
    entries.inflow(isoDate(year, month, 20), 3000, { description: 'ACH CREDIT ACME LTD' });
  }
  return entries.build();
}

function invoice(id: string, party: string, amount: number, dueDate: string, paid = false) {
  const item: OpenItem = {
    id,
    kind: 'invoice',
    party,
    number: id,
    amount,
    balance: paid ? 0 : amount,
    issueDate: addDays(dueDate, -30),
    dueDate,
    payments: paid ? [{ date: dueDate, amount }] : [],
  };
  return item;
}

/**
 * Acme's last three invoices, each paid on its due date: all issued within 13 weeks, so the list
 * is open items and a little history, not the whole history of the invoicing.
 */
const ACME_PAID = ['2024-05-06', '2024-05-20', '2024-06-03'].map((due, i) =>
  invoice(`a${i}`, 'Acme Ltd', 3000, due, true),
);
const OPEN: OpenItem[] = [
  ...ACME_PAID,
  invoice('a3', 'Acme Ltd', 3000, '2024-07-12'),
  invoice('n1', 'Newco', 1000, '2024-07-05'),
  { ...invoice('b1', 'Paper Co', 500, '2024-07-10'), kind: 'bill' },
];

const cents = (v: number) => Math.round(v * 100);

describe('forecastDetail with open invoices and bills', () => {
  const transactions = book();
  const plain = forecastDetail(transactions, { asOf: AS_OF }).forecast.weeks;
  const detail = forecastDetail(transactions, { asOf: AS_OF, openItems: OPEN });
  const weeks = detail.forecast.weeks;

  it('shows what open invoices bring and bills take, apart, in the weeks their habits say', () => {
    // Newco (no history): on its due date, 2% never (0-30 default): 980 in week 1. Acme pays on
    // the due date, 1% never (half its own 0%, half the default): 2,970 in week 2. The bill on
    // its due date in week 2.
    expect(weeks.map((w) => w.fromInvoices)).toEqual([980, 2970, ...new Array(11).fill(0)]);
    expect(weeks.map((w) => w.toBills)).toEqual([0, 500, ...new Array(11).fill(0)]);
    expect(detail.openItems.invoices.map((p) => p.item.id)).toEqual(['a3', 'n1']);
  });

  it("takes out of Acme's recurring receipts what its open invoice covers, so none is counted twice", () => {
    // Acme's series expected 3,000 on 20 July (week 3); the invoice stands for 2,970 of it.
    const shift = weeks.map(
      (w, i) => cents(w.balance.expected) - cents(plain[i]?.balance.expected ?? 0),
    );
    expect(shift).toEqual([98000, 345000, ...new Array(11).fill(48000)]);
    expect(cents(weeks[2]?.inflows ?? 0) - cents(plain[2]?.inflows ?? 0)).toBe(-297000);
  });

  it('widens the range with the uncertainty of when the invoices are paid', () => {
    const width = (w: { balance: { low: number; high: number } }) => w.balance.high - w.balance.low;
    weeks.forEach((w, i) => expect(width(w)).toBeGreaterThan(width(plain[i] as typeof w)));
    // Week 1: Newco's 1,000 paid (98%) or not: a spread of 1,000 x sqrt(0.98 x 0.02) = 140.
    const low = cents((plain[0]?.balance.expected ?? 0) - (plain[0]?.balance.low ?? 0));
    const extra = 1.2816 * 14000;
    expect(cents((weeks[0]?.balance.expected ?? 0) - (weeks[0]?.balance.low ?? 0))).toBeCloseTo(
      Math.sqrt(low * low + extra * extra),
      -1,
    );
  });

  it("takes a customer's share of the residual flow out up to what its invoices will bring", () => {
    // Birch pays 500 at irregular days: twice in the last 13 weeks, 8 times in the last 52, so
    // its share of the weekly residual mean is 1,000/13 (both means), 1,000 over the 13 weeks,
    // all of it covered by its 2,000 invoice (1,960 expected).
    const entries = book();
    for (const back of [330, 300, 210, 200, 150, 120, 45, 10]) {
      entries.push({
        id: `b${back}`,
        date: addDays(AS_OF, -back),
        description: 'BIRCH & CO PAYMENT',
        amount: 500,
        type: 'inflow',
        category: 'Sales',
      });
    }
    const before = forecastDetail(entries, { asOf: AS_OF }).forecast.weeks;
    const after = forecastDetail(entries, {
      asOf: AS_OF,
      openItems: [invoice('x', 'Birch & Co', 2000, '2024-07-03')],
    }).forecast.weeks;
    const shift = after.map(
      (w, i) => cents(w.balance.expected) - cents(before[i]?.balance.expected ?? 0),
    );
    expect(shift[12]).toBe(196000 - 100000);
    expect(shift[0]).toBe(196000 - 7692);
  });

  describe('with the whole history of the invoicing', () => {
    // Zed: $700 invoiced every Sunday for a year on 14 days' terms, each paid on its due date.
    // Two are open (due in 7 and 14 days); the others settle its habit (on the due date, never
    // unpaid), and its rate is $100 a day over both the last 13 and 52 weeks.
    const zed: OpenItem[] = Array.from({ length: 53 }, (_, k) => {
      const issueDate = addDays(AS_OF, -7 * k);
      const dueDate = addDays(issueDate, 14);
      return invoice(`z${k}`, 'Zed Corp', 700, dueDate, dueDate <= AS_OF);
    }).map((item) => ({ ...item, issueDate: addDays(item.dueDate, -14) }));

    it('adds its open invoices and those it will send, paid by its habit, week by week', () => {
      const detail = forecastDetail(transactions, { asOf: AS_OF, openItems: zed });
      const inflows = detail.forecast.weeks.map((w, i) =>
        cents(w.inflows - (plain[i]?.inflows ?? 0)),
      );
      // Open: 700 in weeks 1 and 2; to be sent from tomorrow, paid 14 days on: 700 a week after.
      expect(inflows).toEqual(new Array(13).fill(70000));
      expect(detail.forecast.weeks.map((w) => w.fromInvoices)).toEqual([
        700,
        700,
        ...new Array(11).fill(0),
      ]);
    });

    it("replaces all the engine's own forecast of the customer's receipts", () => {
      const entries = book();
      for (const item of zed) {
        const paid = item.payments[0];
        if (paid === undefined) continue;
        const { date } = paid;
        entries.push({
          id: item.id,
          date,
          description: 'ZED CORP PAYMENT',
          amount: 700,
          type: 'inflow',
          category: 'Sales',
        });
      }
      const before = forecastDetail(entries, { asOf: AS_OF }).forecast.weeks;
      const after = forecastDetail(entries, { asOf: AS_OF, openItems: zed }).forecast.weeks;
      // Its weekly series in the bank said 700 every Sunday too: nothing moves.
      expect(after.map((w) => cents(w.balance.expected))).toEqual(
        before.map((w) => cents(w.balance.expected)),
      );
    });
  });
});

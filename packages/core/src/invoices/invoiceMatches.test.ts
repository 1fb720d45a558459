import { describe, expect, it } from 'vitest';
import type { Transaction } from '../transaction.js';
import { applyMatchedPayment, suggestInvoiceMatches } from './invoiceMatches.js';
import type { OpenItem } from './openItem.js';

const invoice = (id: string, party: string, amount: number, balance = amount): OpenItem => ({
  id,
  kind: 'invoice',
  party,
  number: id.toUpperCase(),
  amount,
  balance,
  issueDate: '2025-05-01',
  dueDate: '2025-05-31',
  payments: balance < amount ? [{ date: '2025-05-20', amount: amount - balance }] : [],
});

const tx = (id: string, amount: number, description: string, date = '2025-06-03'): Transaction => ({
  id,
  date,
  description,
  amount,
  type: amount >= 0 ? 'inflow' : 'outflow',
  category: 'Sales',
  balance: 0,
});

describe('suggestInvoiceMatches', () => {
  it('pairs each payment with the invoice of its amount and payer, best first, each once', () => {
    const items = [
      invoice('inv-1', 'Seaside Cafe', 1200),
      invoice('inv-2', 'Harbor Hotel Group', 1200),
      invoice('inv-3', 'Lincoln School', 1000, 400),
    ];
    const matches = suggestInvoiceMatches(
      [
        tx('t-hotel', 1200, 'ACH CREDIT HARBOR HOTEL GRP 0612'),
        tx('t-cafe', 1200, 'Deposit SEASIDE CAFE LLC'),
        tx('t-school', 400, 'Transfer from LINCOLN SCHOOL district'),
        tx('t-rent', -1200, 'Rent Seaside Cafe'),
      ],
      items,
    );
    expect(matches).toEqual([
      { transactionId: 't-cafe', itemId: 'inv-1', score: 1, reasons: ['balance', 'name'] },
      { transactionId: 't-school', itemId: 'inv-3', score: 1, reasons: ['balance', 'name'] },
      // Two of the three words of "Harbor Hotel Group": 0.6 + 0.4 * 2/3.
      { transactionId: 't-hotel', itemId: 'inv-2', score: 0.867, reasons: ['balance', 'name'] },
    ]);
  });

  it('suggests a nameless payment of the exact balance, but not one of another amount', () => {
    const items = [invoice('inv-1', 'Seaside Cafe', 800)];
    expect(suggestInvoiceMatches([tx('t-1', 800, 'Mobile deposit')], items)).toEqual([
      { transactionId: 't-1', itemId: 'inv-1', score: 0.6, reasons: ['balance'] },
    ]);
    expect(suggestInvoiceMatches([tx('t-2', 790, 'Mobile deposit')], items)).toEqual([]);
    // A part payment needs the payer's name: 0.6 * 0.3 + 0.4.
    expect(suggestInvoiceMatches([tx('t-3', 300, 'SEASIDE CAFE part')], items)).toEqual([
      { transactionId: 't-3', itemId: 'inv-1', score: 0.58, reasons: ['part', 'name'] },
    ]);
  });

  it('skips payments before the invoice, transfers and transactions already matched', () => {
    const paid = applyMatchedPayment(invoice('inv-1', 'Seaside Cafe', 800, 800), {
      ...tx('t-1', 300, 'Seaside Cafe'),
    });
    const items = [paid, invoice('inv-2', 'Seaside Cafe', 500)];
    expect(
      suggestInvoiceMatches(
        [
          tx('t-1', 500, 'Seaside Cafe'),
          tx('t-early', 500, 'Seaside Cafe', '2025-04-30'),
          { ...tx('t-move', 500, 'Seaside Cafe'), transferId: 'x' },
        ],
        items,
      ),
    ).toEqual([]);
  });
});

describe('applyMatchedPayment', () => {
  it("pays the balance from the transaction's date, never more than is owed", () => {
    const item = invoice('inv-1', 'Seaside Cafe', 1000, 400);
    expect(applyMatchedPayment(item, tx('t-9', 450.5, 'Seaside'))).toEqual({
      ...item,
      balance: 0,
      payments: [...item.payments, { date: '2025-06-03', amount: 400, transactionId: 't-9' }],
    });
    expect(applyMatchedPayment(item, tx('t-8', 150.25, 'Seaside')).balance).toBe(249.75);
  });
});

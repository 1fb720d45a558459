import { describe, expect, it } from 'vitest';
import { mapOpenItems } from './mapOpenItems.js';

const customers = [{ Id: '7', DisplayName: 'Lisbon Traders' }];
const invoice = (fields: Record<string, unknown>) => ({
  Id: '41',
  DocNumber: 'INV-41',
  TxnDate: '2025-06-01',
  DueDate: '2025-07-01',
  CustomerRef: { value: '7' },
  ...fields,
});
const payment = (amount: number, rate: number) => ({
  Id: '90',
  TxnDate: '2025-06-20',
  TotalAmt: amount,
  ExchangeRate: rate,
  CustomerRef: { value: '7' },
  Line: [{ Amount: amount, LinkedTxn: [{ TxnId: '41', TxnType: 'Invoice' }] }],
});
const rows = (doc: unknown, paid: unknown[]) => ({
  invoices: [doc],
  bills: [],
  payments: paid,
  billPayments: [],
  customers,
  vendors: [],
});

describe('mapOpenItems', () => {
  it('keeps an invoice in another currency in its own, naming it, with its payments in it', () => {
    // A euro invoice in a dollar company: QuickBooks sends euros with the rate of its day and
    // the dollars at that rate; the payment came at another rate. Cashline keeps the euros.
    const euro = invoice({
      CurrencyRef: { value: 'EUR', name: 'Euro' },
      ExchangeRate: 1.1,
      TotalAmt: 1000,
      Balance: 400,
      HomeTotalAmt: 1100,
      HomeBalance: 440,
    });
    const { items, skipped } = mapOpenItems(rows(euro, [payment(600, 1.08)]));
    expect(skipped).toEqual([]);
    expect(items).toEqual([
      {
        id: 'qbo-invoice-41',
        kind: 'invoice',
        party: 'Lisbon Traders',
        number: 'INV-41',
        amount: 1000,
        balance: 400,
        issueDate: '2025-06-01',
        dueDate: '2025-07-01',
        payments: [{ date: '2025-06-20', amount: 600 }],
        currency: 'EUR',
      },
    ]);
  });

  it('keeps an invoice in the home currency without a currency of its own', () => {
    const home = invoice({
      CurrencyRef: { value: 'USD', name: 'United States Dollar' },
      ExchangeRate: 1,
      TotalAmt: 500,
      Balance: 200,
    });
    const [item] = mapOpenItems(rows(home, [payment(300, 1)])).items;
    expect(item).toMatchObject({ amount: 500, balance: 200, payments: [{ amount: 300 }] });
    expect(item?.currency).toBeUndefined();
  });
});

import { transactionSchema } from '@cashline/core';
import { describe, expect, it } from 'vitest';
import { mapTransaction } from './mapTransaction.js';

/** Records shaped as the v3 API returns them (fields Cashline ignores trimmed for reading). */
const purchase = {
  Id: '252',
  SyncToken: '0',
  TxnDate: '2025-03-01',
  PaymentType: 'Check',
  DocNum: '5012',
  AccountRef: { value: '1', name: 'Checking' },
  EntityRef: { value: '50', name: 'Oakwood Properties', type: 'Vendor' },
  TotalAmt: 3200,
  Line: [
    {
      Id: '1',
      Description: 'Monthly rent, 14 Harbor Lane',
      Amount: 3200,
      DetailType: 'AccountBasedExpenseLineDetail',
      AccountBasedExpenseLineDetail: { AccountRef: { value: '20', name: 'Rent or Lease' } },
    },
  ],
};

function mapped(entity: Parameters<typeof mapTransaction>[0], raw: unknown) {
  const result = mapTransaction(entity, raw);
  if (!result.ok) throw new Error(`expected a transaction, got: ${result.reason}`);
  return result.transaction;
}

describe('mapTransaction', () => {
  it('maps a cheque purchase to an outflow categorised by its expense account', () => {
    const txn = mapped('Purchase', purchase);
    expect(txn).toEqual({
      id: 'imported-qbo-purchase-252',
      date: '2025-03-01',
      description: 'Monthly rent, 14 Harbor Lane',
      amount: -3200,
      type: 'outflow',
      category: 'Rent or Lease',
      subcategory: 'Expense',
      merchant: 'Oakwood Properties',
      paymentRef: '5012',
      balance: 0,
    });
    expect(transactionSchema.safeParse(txn).success).toBe(true);
  });

  it('splits a sub-account into category and subcategory', () => {
    const payroll = structuredClone(purchase);
    payroll.Line[0]!.AccountBasedExpenseLineDetail.AccountRef.name = 'Payroll Expenses:Wages';
    expect(mapped('Purchase', payroll)).toMatchObject({
      category: 'Payroll Expenses',
      subcategory: 'Wages',
    });
  });

  it('takes the category from the line carrying most of the money', () => {
    const split = {
      ...purchase,
      TotalAmt: 500,
      Line: [
        {
          Amount: 120,
          AccountBasedExpenseLineDetail: {
            AccountRef: { value: '27', name: 'Supplies:Packaging' },
          },
        },
        {
          Amount: 380,
          AccountBasedExpenseLineDetail: {
            AccountRef: { value: '26', name: 'Supplies:Ingredients' },
          },
        },
      ],
    };
    expect(mapped('Purchase', split)).toMatchObject({
      category: 'Supplies',
      subcategory: 'Ingredients',
    });
  });

  it('treats a credit-card credit as money back in', () => {
    const credit = { ...purchase, Credit: true, PaymentType: 'CreditCard', TotalAmt: 64.5 };
    expect(mapped('Purchase', credit)).toMatchObject({ amount: 64.5, type: 'inflow' });
  });

  it('maps a sales receipt to an inflow with the customer and payment reference', () => {
    const receipt = {
      Id: '310',
      TxnDate: '2025-03-03',
      DocNum: '1042',
      CustomerRef: { value: '70', name: 'Walk-in Customers' },
      PaymentRefNum: 'Z-20250303',
      PrivateNote: 'Daily till takings',
      TotalAmt: 812.37,
      Line: [
        {
          Amount: 400.1,
          DetailType: 'SalesItemLineDetail',
          SalesItemLineDetail: { ItemRef: { value: '80', name: 'Bread' } },
        },
        {
          Amount: 412.27,
          DetailType: 'SalesItemLineDetail',
          SalesItemLineDetail: { ItemRef: { value: '81', name: 'Pastries' } },
        },
        { Amount: 812.37, DetailType: 'SubTotalLineDetail', SubTotalLineDetail: {} },
      ],
    };
    expect(mapped('SalesReceipt', receipt)).toEqual({
      id: 'imported-qbo-salesreceipt-310',
      date: '2025-03-03',
      description: 'Daily till takings',
      amount: 812.37,
      type: 'inflow',
      category: 'Sales',
      subcategory: 'Bread',
      merchant: 'Walk-in Customers',
      paymentRef: 'Z-20250303',
      balance: 0,
    });
  });

  it('maps a customer payment and a bill payment with generated descriptions', () => {
    const payment = {
      Id: '400',
      TxnDate: '2025-04-10',
      CustomerRef: { value: '71', name: 'Seaside Cafe' },
      PaymentRefNum: '3311',
      TotalAmt: 2210.4,
      Line: [{ Amount: 2210.4, LinkedTxn: [{ TxnId: '8100', TxnType: 'Invoice' }] }],
    };
    expect(mapped('Payment', payment)).toMatchObject({
      id: 'imported-qbo-payment-400',
      description: 'Payment - Seaside Cafe',
      amount: 2210.4,
      category: 'Sales',
      merchant: 'Seaside Cafe',
      paymentRef: '3311',
    });
    const billPayment = {
      Id: '401',
      TxnDate: '2025-04-09',
      VendorRef: { value: '56', name: 'Valley Flour Mill' },
      PayType: 'Check',
      APAccountRef: { value: '6', name: 'Accounts Payable (A/P)' },
      DocNum: '5020',
      TotalAmt: 1104.2,
      Line: [{ Amount: 1104.2, LinkedTxn: [{ TxnId: '9001', TxnType: 'Bill' }] }],
    };
    expect(mapped('BillPayment', billPayment)).toMatchObject({
      id: 'imported-qbo-billpayment-401',
      description: 'Bill Payment - Valley Flour Mill',
      amount: -1104.2,
      type: 'outflow',
      category: 'Accounts Payable (A/P)',
      merchant: 'Valley Flour Mill',
      paymentRef: '5020',
    });
  });

  it('maps a refund receipt to an outflow', () => {
    const refund = {
      Id: '402',
      TxnDate: '2025-05-17',
      CustomerRef: { value: '72', name: 'Marina Events Co.' },
      TotalAmt: 45.99,
      Line: [
        {
          Amount: 45.99,
          SalesItemLineDetail: { ItemRef: { value: '83', name: 'Celebration Cakes' } },
        },
      ],
    };
    expect(mapped('RefundReceipt', refund)).toMatchObject({
      amount: -45.99,
      type: 'outflow',
      category: 'Refunds',
      subcategory: 'Celebration Cakes',
    });
  });

  it('counts only the new money in a deposit, not payments it banks', () => {
    const deposit = {
      Id: '500',
      TxnDate: '2025-04-15',
      TotalAmt: 2710.4,
      Line: [
        { Amount: 2210.4, LinkedTxn: [{ TxnId: '400', TxnType: 'Payment' }] },
        {
          Amount: 500,
          DetailType: 'DepositLineDetail',
          DepositLineDetail: {
            AccountRef: { value: '11', name: 'Catering Income' },
            Entity: { value: '73', name: 'Hillside School', type: 'Customer' },
          },
        },
      ],
    };
    expect(mapped('Deposit', deposit)).toMatchObject({
      amount: 500,
      category: 'Catering Income',
      merchant: 'Hillside School',
    });
  });

  it('skips a deposit that only banks payments already counted', () => {
    const deposit = {
      Id: '501',
      TxnDate: '2025-04-15',
      TotalAmt: 2210.4,
      Line: [{ Amount: 2210.4, LinkedTxn: [{ TxnId: '400', TxnType: 'Payment' }] }],
    };
    expect(mapTransaction('Deposit', deposit)).toEqual({
      ok: false,
      entity: 'Deposit',
      id: '501',
      reason: 'moves no new cash',
    });
  });

  it('skips a voided (zero) transaction', () => {
    expect(mapTransaction('Purchase', { ...purchase, TotalAmt: 0 })).toMatchObject({ ok: false });
  });

  it('uses the home-currency total of a foreign-currency transaction, to the cent', () => {
    const foreign = { ...purchase, TotalAmt: 100, ExchangeRate: 1.0837 };
    expect(mapped('Purchase', foreign).amount).toBe(-108.37);
    expect(mapped('Purchase', { ...foreign, HomeTotalAmt: 108.4 }).amount).toBe(-108.4);
  });

  it('reports a record it cannot read instead of guessing', () => {
    expect(mapTransaction('Purchase', { ...purchase, TxnDate: '03/01/2025' })).toEqual({
      ok: false,
      entity: 'Purchase',
      id: '252',
      reason: 'unreadable TxnDate',
    });
  });
});

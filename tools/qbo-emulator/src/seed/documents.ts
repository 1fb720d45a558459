import { ACCOUNTS } from './accounts.js';
import type { Ref } from './accounts.js';
import type { Add } from './entity.js';
import { CUSTOMERS, ITEMS, PAYMENT_METHODS } from './parties.js';
import type { TypedRef } from './parties.js';
import type { Random } from './random.js';

/** A customer's cheque recorded as a payment, waiting to be banked. */
export type ChequeReceived = { id: string; amount: number; customer: TypedRef };

export function salesLine(lineNum: number, item: Ref, amount: number): Record<string, unknown> {
  return {
    Id: String(lineNum),
    LineNum: lineNum,
    Amount: amount,
    DetailType: 'SalesItemLineDetail',
    SalesItemLineDetail: { ItemRef: item, TaxCodeRef: { value: 'NON' } },
  };
}

export function tillSale(
  add: Add,
  random: Random,
  date: string,
  day: number,
  perDay: number,
  docNumber: number,
): void {
  const busy = day === 6 ? 1.45 : 1;
  const share = (min: number, max: number): number =>
    Math.round((random.amount(min, max) * busy * 100) / perDay) / 100;
  const bread = share(180, 420);
  const pastries = share(150, 380);
  const coffee = share(90, 260);
  const total = Math.round((bread + pastries + coffee) * 100) / 100;
  add('SalesReceipt', date, {
    DocNum: String(docNumber),
    CustomerRef: CUSTOMERS.walkIn,
    DepositToAccountRef: ACCOUNTS.checking,
    PaymentMethodRef: random.chance(0.7) ? PAYMENT_METHODS.visa : PAYMENT_METHODS.cash,
    PaymentRefNum: `Z-${date.replaceAll('-', '')}`,
    TotalAmt: total,
    PrivateNote: 'Daily till takings',
    Line: [
      salesLine(1, ITEMS.bread, bread),
      salesLine(2, ITEMS.pastries, pastries),
      salesLine(3, ITEMS.coffee, coffee),
      { Amount: total, DetailType: 'SubTotalLineDetail', SubTotalLineDetail: {} },
    ],
  });
}

export function billPayment(
  add: Add,
  date: string,
  payee: TypedRef,
  amount: number,
  checkNumber: string,
): void {
  add('BillPayment', date, {
    VendorRef: { value: payee.value, name: payee.name },
    PayType: 'Check',
    CheckPayment: { BankAccountRef: ACCOUNTS.checking, PrintStatus: 'NotSet' },
    APAccountRef: ACCOUNTS.payable,
    DocNum: checkNumber,
    TotalAmt: amount,
    Line: [
      {
        Amount: amount,
        LinkedTxn: [{ TxnId: String(9000 + Number(checkNumber)), TxnType: 'Bill' }],
      },
    ],
  });
}

export function invoicePayment(
  add: Add,
  date: string,
  payer: TypedRef,
  amount: number,
  checkNumber: string,
): ChequeReceived {
  const entity = add('Payment', date, {
    CustomerRef: { value: payer.value, name: payer.name },
    DepositToAccountRef: ACCOUNTS.undeposited,
    ARAccountRef: ACCOUNTS.receivable,
    PaymentMethodRef: PAYMENT_METHODS.check,
    PaymentRefNum: checkNumber,
    TotalAmt: amount,
    UnappliedAmt: 0,
    ProcessPayment: false,
    Line: [
      {
        Amount: amount,
        LinkedTxn: [{ TxnId: String(8000 + Number(checkNumber)), TxnType: 'Invoice' }],
      },
    ],
  });
  return { id: entity.Id, amount, customer: payer };
}

/** Banks cheques received earlier: the deposit lines link the payments already counted as cash in. */
export function bankPayments(add: Add, date: string, payments: ChequeReceived[]): void {
  const total = Math.round(payments.reduce((sum, p) => sum + p.amount * 100, 0)) / 100;
  add('Deposit', date, {
    DepositToAccountRef: ACCOUNTS.checking,
    TotalAmt: total,
    Line: payments.map((payment, index) => ({
      Id: String(index + 1),
      LineNum: index + 1,
      Amount: payment.amount,
      LinkedTxn: [{ TxnId: payment.id, TxnType: 'Payment', TxnLineId: '0' }],
    })),
  });
}

export function refundReceipt(
  add: Add,
  date: string,
  amount: number,
  { docNumber, customer }: { docNumber: number; customer: TypedRef },
): void {
  add('RefundReceipt', date, {
    DocNum: `R-${docNumber}`,
    CustomerRef: customer,
    DepositToAccountRef: ACCOUNTS.checking,
    PaymentMethodRef: PAYMENT_METHODS.visa,
    TotalAmt: amount,
    PrivateNote: 'Refund for a damaged order',
    Line: [
      salesLine(1, ITEMS.cakes, amount),
      { Amount: amount, DetailType: 'SubTotalLineDetail', SubTotalLineDetail: {} },
    ],
  });
}

/** Money paid straight into checking and booked to `account`: interest, the owner's capital. */
export function deposit(
  add: Add,
  date: string,
  amount: number,
  account: Ref,
  from: Ref,
  note: string,
): void {
  add('Deposit', date, {
    DepositToAccountRef: ACCOUNTS.checking,
    TotalAmt: amount,
    PrivateNote: note,
    Line: [
      {
        Id: '1',
        LineNum: 1,
        Amount: amount,
        DetailType: 'DepositLineDetail',
        DepositLineDetail: { AccountRef: account, Entity: from },
      },
    ],
  });
}

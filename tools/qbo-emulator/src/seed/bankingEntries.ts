import { ACCOUNTS } from './accounts.js';
import type { Ref } from './accounts.js';
import { addDays, dayOfMonth, eachDay } from './calendar.js';
import type { Add } from './entity.js';

const BANK = { value: '61', name: 'First Harbor Bank' };

type Posting = {
  posting: 'Debit' | 'Credit';
  account: Ref;
  amount: number;
  description?: string;
  vendor?: Ref;
};

/** A v3 JournalEntry: lines with JournalEntryLineDetail; TotalAmt is the sum of the debits. */
function journalEntry(
  add: Add,
  date: string,
  docNumber: string,
  note: string,
  postings: Posting[],
): void {
  const debits = postings.filter((p) => p.posting === 'Debit');
  add('JournalEntry', date, {
    DocNumber: docNumber,
    PrivateNote: note,
    Adjustment: false,
    TotalAmt: Math.round(debits.reduce((sum, p) => sum + p.amount * 100, 0)) / 100,
    Line: postings.map((p, index) => ({
      Id: String(index),
      ...(p.description ? { Description: p.description } : {}),
      Amount: p.amount,
      DetailType: 'JournalEntryLineDetail',
      JournalEntryLineDetail: {
        PostingType: p.posting,
        AccountRef: p.account,
        ...(p.vendor ? { Entity: { Type: 'Vendor', EntityRef: p.vendor } } : {}),
      },
    })),
  });
}

/** A v3 Transfer: money moved from one balance-sheet account to another (`Amount`, no lines). */
function transfer(add: Add, date: string, from: Ref, to: Ref, amount: number, note: string): void {
  add('Transfer', date, {
    FromAccountRef: from,
    ToAccountRef: to,
    Amount: amount,
    PrivateNote: note,
  });
}

/**
 * The bakery's bank transfers and journal entries over the year from `from` to `to`: a quarterly
 * tax reserve moved to savings and one move back, two card payments from checking, the monthly
 * oven-loan repayment, an owner's contribution, a bank fee and two card corrections posted by
 * journal entry, a journal entry between the two bank accounts, and a year-end depreciation entry
 * that moves no cash at all. Fixed amounts, so the rest of the seeded ledger is unchanged.
 */
export function bankingEntries(add: Add, from: string, to: string): void {
  let doc = 1;
  const nextDoc = (): string => `JE-${String(doc++).padStart(3, '0')}`;
  for (const [day, date] of eachDay(from, to).entries()) {
    if ([20, 111, 202, 293].includes(day)) {
      transfer(add, date, ACCOUNTS.checking, ACCOUNTS.savings, 2000, 'Quarterly tax reserve');
    }
    if (day === 250) {
      transfer(add, date, ACCOUNTS.savings, ACCOUNTS.checking, 3500, 'Reserve back to checking');
    }
    if (day === 45 || day === 180) {
      transfer(add, date, ACCOUNTS.checking, ACCOUNTS.mastercard, 1800, 'Mastercard payment');
    }
    if (dayOfMonth(date) === 12) {
      journalEntry(add, date, nextDoc(), 'Oven loan repayment', [
        { posting: 'Debit', account: ACCOUNTS.ovenLoan, amount: 410, vendor: BANK },
        { posting: 'Debit', account: ACCOUNTS.interestPaid, amount: 62.5, vendor: BANK },
        {
          posting: 'Credit',
          account: ACCOUNTS.checking,
          amount: 472.5,
          description: 'Oven loan repayment',
        },
      ]);
    }
    if (day === 150) {
      journalEntry(add, date, nextDoc(), 'Returned cheque fee', [
        { posting: 'Debit', account: ACCOUNTS.bankCharges, amount: 12.4 },
        { posting: 'Credit', account: ACCOUNTS.checking, amount: 12.4, vendor: BANK },
      ]);
    }
    if (day === 160) {
      journalEntry(add, date, nextDoc(), 'Card refund for a short flour delivery', [
        { posting: 'Debit', account: ACCOUNTS.mastercard, amount: 38.75 },
        { posting: 'Credit', account: ACCOUNTS.ingredients, amount: 38.75 },
      ]);
    }
    if (day === 170) {
      journalEntry(add, date, nextDoc(), 'Mixer service charged to the card', [
        { posting: 'Debit', account: ACCOUNTS.repairs, amount: 120 },
        { posting: 'Credit', account: ACCOUNTS.mastercard, amount: 120 },
      ]);
    }
    if (day === 200) {
      journalEntry(add, date, nextDoc(), "Owner's contribution", [
        { posting: 'Debit', account: ACCOUNTS.checking, amount: 5000 },
        { posting: 'Credit', account: ACCOUNTS.ownerInvestment, amount: 5000 },
      ]);
    }
    if (day === 300) {
      journalEntry(add, date, nextDoc(), 'Savings moved to checking', [
        { posting: 'Debit', account: ACCOUNTS.checking, amount: 1500 },
        { posting: 'Credit', account: ACCOUNTS.savings, amount: 1500 },
      ]);
    }
    if (date === addDays(to, -2)) {
      journalEntry(add, date, nextDoc(), 'Depreciation of the oven', [
        { posting: 'Debit', account: ACCOUNTS.depreciation, amount: 250 },
        { posting: 'Credit', account: ACCOUNTS.accumulatedDepreciation, amount: 250 },
      ]);
    }
  }
}

import { transactionSchema } from '@cashline/core';
import { describe, expect, it } from 'vitest';
import { cashAccountsOf } from './bankingEntities.js';
import { mapJournalEntry, mapTransfer } from './mapBankingEntry.js';
import type { MapManyResult } from './mapBankingEntry.js';

/** Account records as the v3 API returns them (fields Cashline ignores trimmed). */
const cash = cashAccountsOf([
  { Id: '35', Name: 'Checking', FullyQualifiedName: 'Checking', AccountType: 'Bank' },
  { Id: '36', Name: 'Savings', FullyQualifiedName: 'Savings', AccountType: 'Bank' },
  { Id: '41', Name: 'Visa', FullyQualifiedName: 'Visa', AccountType: 'Credit Card' },
  { Id: '50', Name: 'Loan', FullyQualifiedName: 'Bank Loan', AccountType: 'Long Term Liability' },
  { Id: '60', Name: 'Wages', FullyQualifiedName: 'Payroll:Wages', AccountType: 'Expense' },
  { Name: 'no id', AccountType: 'Bank' },
]);

const ref = (value: string, name: string) => ({ value, name });
const CHECKING = ref('35', 'Checking');
const SAVINGS = ref('36', 'Savings');
const VISA = ref('41', 'Visa');
const LOAN = ref('50', 'Bank Loan');
const INTEREST = ref('70', 'Interest Paid');
const EQUITY = ref('80', "Owner's Investment");

function transactionsOf(result: MapManyResult) {
  if (!result.ok) throw new Error(`expected transactions, got: ${result.reason}`);
  for (const t of result.transactions) expect(transactionSchema.safeParse(t).success).toBe(true);
  return result.transactions;
}

/** Intuit's documented Transfer shape. */
const transfer = (from: unknown, to: unknown, amount = 120) => ({
  Id: '170',
  SyncToken: '0',
  domain: 'QBO',
  TxnDate: '2025-02-06',
  FromAccountRef: from,
  ToAccountRef: to,
  Amount: amount,
  PrivateNote: 'Tax reserve',
});

type Posting = ['Debit' | 'Credit', { value: string; name: string }, number, string?];
const journal = (postings: Posting[], extra: Record<string, unknown> = {}) => ({
  Id: '227',
  TxnDate: '2025-03-12',
  DocNumber: 'JE-7',
  PrivateNote: 'Loan repayment',
  Line: postings.map(([posting, account, amount, description], index) => ({
    Id: String(index),
    Amount: amount,
    ...(description ? { Description: description } : {}),
    DetailType: 'JournalEntryLineDetail',
    JournalEntryLineDetail: { PostingType: posting, AccountRef: account },
  })),
  ...extra,
});

describe('cashAccountsOf', () => {
  it('keeps the Bank and Credit Card accounts only', () => {
    expect([...cash.entries()]).toEqual([
      ['35', { name: 'Checking', kind: 'bank' }],
      ['36', { name: 'Savings', kind: 'bank' }],
      ['41', { name: 'Visa', kind: 'card' }],
    ]);
  });
});

describe('mapTransfer', () => {
  it('turns a transfer between two bank accounts into a linked pair that nets to zero', () => {
    expect(transactionsOf(mapTransfer(transfer(CHECKING, SAVINGS), cash))).toEqual([
      {
        id: 'imported-qbo-transfer-170-from',
        date: '2025-02-06',
        description: 'Tax reserve',
        amount: -120,
        type: 'outflow',
        category: 'Transfers',
        subcategory: 'Checking',
        balance: 0,
        transferId: 'qbo-transfer-170',
      },
      {
        id: 'imported-qbo-transfer-170-to',
        date: '2025-02-06',
        description: 'Tax reserve',
        amount: 120,
        type: 'inflow',
        category: 'Transfers',
        subcategory: 'Savings',
        balance: 0,
        transferId: 'qbo-transfer-170',
      },
    ]);
  });

  it('treats paying the card from checking as a transfer too: the card spending was counted', () => {
    const [out, into] = transactionsOf(
      mapTransfer({ ...transfer(CHECKING, VISA, 1800), PrivateNote: undefined }, cash),
    );
    expect(out).toMatchObject({
      amount: -1800,
      subcategory: 'Checking',
      transferId: 'qbo-transfer-170',
    });
    expect(into).toMatchObject({
      amount: 1800,
      subcategory: 'Visa',
      transferId: 'qbo-transfer-170',
    });
    expect(out?.description).toBe('Transfer from Checking to Visa');
  });

  it('counts money that leaves for, or comes from, an account that is not cash', () => {
    const [repaid] = transactionsOf(mapTransfer(transfer(CHECKING, LOAN, 500), cash));
    expect(repaid).toMatchObject({ amount: -500, type: 'outflow', category: 'Bank Loan' });
    expect(repaid).not.toHaveProperty('transferId');
    const [lent] = transactionsOf(mapTransfer(transfer(LOAN, SAVINGS, 500), cash));
    expect(lent).toMatchObject({ amount: 500, type: 'inflow', category: 'Bank Loan' });
  });

  it('reports a transfer that moves no cash or cannot be read', () => {
    expect(mapTransfer(transfer(LOAN, EQUITY), cash)).toEqual({
      ok: false,
      entity: 'Transfer',
      id: '170',
      reason: 'moves no cash',
    });
    expect(mapTransfer(transfer(CHECKING, SAVINGS, 0), cash)).toMatchObject({
      reason: 'moves no cash',
    });
    expect(mapTransfer({ ...transfer(CHECKING, SAVINGS), Amount: '120' }, cash)).toMatchObject({
      ok: false,
      reason: 'unreadable Amount',
    });
  });
});

describe('mapJournalEntry', () => {
  it('makes a credit to a bank account money out, categorised by the other side', () => {
    const entry = journal([
      ['Debit', LOAN, 410],
      ['Debit', INTEREST, 62.5],
      ['Credit', CHECKING, 472.5, 'Oven loan repayment'],
    ]);
    expect(transactionsOf(mapJournalEntry(entry, cash))).toEqual([
      {
        id: 'imported-qbo-journalentry-227-2',
        date: '2025-03-12',
        description: 'Oven loan repayment',
        amount: -472.5,
        type: 'outflow',
        category: 'Bank Loan',
        subcategory: 'Journal Entry',
        balance: 0,
        paymentRef: 'JE-7',
      },
    ]);
  });

  it('makes a debit to a bank account money in', () => {
    const entry = journal([
      ['Debit', CHECKING, 5000],
      ['Credit', EQUITY, 5000],
    ]);
    expect(transactionsOf(mapJournalEntry(entry, cash))).toMatchObject([
      {
        amount: 5000,
        type: 'inflow',
        category: "Owner's Investment",
        description: 'Loan repayment',
      },
    ]);
  });

  it('reads a card as cash: a credit to it is spending (out), a debit a refund (in)', () => {
    const charge = journal([
      ['Debit', ref('90', 'Repairs:Mixer'), 120],
      ['Credit', VISA, 120],
    ]);
    expect(transactionsOf(mapJournalEntry(charge, cash))).toMatchObject([
      { amount: -120, type: 'outflow', category: 'Repairs', subcategory: 'Mixer' },
    ]);
    const refund = journal([
      ['Debit', VISA, 38.75],
      ['Credit', ref('91', 'Supplies'), 38.75],
    ]);
    expect(transactionsOf(mapJournalEntry(refund, cash))).toMatchObject([
      { amount: 38.75, type: 'inflow', category: 'Supplies' },
    ]);
  });

  it('links the lines of an entry that only moves money between own accounts', () => {
    const entry = journal([
      ['Debit', CHECKING, 1500],
      ['Credit', SAVINGS, 1500],
    ]);
    const lines = transactionsOf(mapJournalEntry(entry, cash));
    expect(lines.map((t) => [t.amount, t.subcategory, t.category, t.transferId])).toEqual([
      [1500, 'Checking', 'Transfers', 'qbo-journalentry-227'],
      [-1500, 'Savings', 'Transfers', 'qbo-journalentry-227'],
    ]);
  });

  it('converts a foreign-currency entry to the home currency, to the cent', () => {
    const entry = journal(
      [
        ['Debit', ref('92', 'Equipment'), 100.01],
        ['Credit', CHECKING, 100.01],
      ],
      { ExchangeRate: 1.25 },
    );
    expect(transactionsOf(mapJournalEntry(entry, cash))[0]?.amount).toBe(-125.01);
  });

  it('reports an entry that touches no cash account, or cannot be read', () => {
    const depreciation = journal([
      ['Debit', ref('93', 'Depreciation'), 250],
      ['Credit', ref('94', 'Accumulated Depreciation'), 250],
    ]);
    expect(mapJournalEntry(depreciation, cash)).toEqual({
      ok: false,
      entity: 'JournalEntry',
      id: '227',
      reason: 'moves no cash',
    });
    expect(mapJournalEntry({ ...depreciation, TxnDate: '2025-02-30' }, cash)).toMatchObject({
      ok: false,
      reason: 'unreadable TxnDate',
    });
  });
});

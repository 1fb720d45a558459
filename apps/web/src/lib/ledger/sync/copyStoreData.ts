import type { Account, LedgerTransaction, Transaction } from '@cashline/core';
import { todayIso } from '../../clock';
import { withAccounts } from '../../transactions/accountMigration';
import { readCurrencyChoice } from '../../transactions/currencyChoice';
import type { StoreData } from '../../transactions/storeChanges';
import type { LedgerCopy } from './ledgerCopyDb';

function withoutServerFields({ version: _v, importId: _i, ...tx }: LedgerTransaction): Transaction {
  return tx;
}

const newerFirst = (a: Transaction, b: Transaction) =>
  a.date === b.date ? (a.id < b.id ? 1 : a.id > b.id ? -1 : 0) : a.date < b.date ? 1 : -1;

/** The copy as the store holds it: transactions newest first (date, then id), as the server pages them. */
export function storeDataOf(copy: LedgerCopy): StoreData {
  const transactions = Array.from(copy.rows.values(), withoutServerFields);
  let sorted = true;
  for (let i = 1; i < transactions.length && sorted; i += 1) {
    sorted = newerFirst(transactions[i - 1] as Transaction, transactions[i] as Transaction) <= 0;
  }
  if (!sorted) transactions.sort(newerFirst);
  const accounts: Account[] = copy.accounts.map(({ version: _v, ...account }) => account);
  return {
    ...withAccounts(transactions, accounts, todayIso()),
    importBatches: copy.importBatches,
    importLayouts: copy.settings.value.importLayouts,
    cashMinimum: copy.settings.value.cashMinimum,
    ...readCurrencyChoice(copy.settings.value),
  };
}

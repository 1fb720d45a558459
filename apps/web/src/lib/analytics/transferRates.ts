import { withTransferRates } from '@cashline/core';
import type { Account, RateTable, Transaction } from '@cashline/core';

type Inputs = {
  stored: RateTable;
  transactions: readonly Transaction[];
  accounts: readonly Account[];
  currency: string;
};

let last: (Inputs & { table: RateTable }) | null = null;

/**
 * The stored (or typed) rates with those the ledger's linked transfers between two currencies
 * imply where none serves (core's `withTransferRates`). Every hook of a page asks with the same
 * store, so the last answer is kept: the ledger is read once per change, not once per figure.
 */
export function ratesWithTransfers(inputs: Inputs): RateTable {
  if (
    last !== null &&
    last.stored === inputs.stored &&
    last.transactions === inputs.transactions &&
    last.accounts === inputs.accounts &&
    last.currency === inputs.currency
  ) {
    return last.table;
  }
  const { stored, transactions, accounts, currency } = inputs;
  const table = withTransferRates(stored, transactions, accounts, currency);
  last = { ...inputs, table };
  return table;
}

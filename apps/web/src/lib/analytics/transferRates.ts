import { currencyTransfers, withTransferRates } from '@cashline/core';
import type { Account, CurrencyTransfer, RateTable, Transaction } from '@cashline/core';

type Ledger = { transactions: readonly Transaction[]; accounts: readonly Account[] };

let last: (Ledger & { transfers: CurrencyTransfer[] }) | null = null;

/**
 * The ledger's linked transfers between two currencies. Every hook of a page asks with the same
 * store but not always the same rate table (a page's accounts, the forecast's invoices), so the
 * last ledger's are kept apart from any table: the ledger is read once per change.
 */
function transfersOf({ transactions, accounts }: Ledger): CurrencyTransfer[] {
  if (last === null || last.transactions !== transactions || last.accounts !== accounts) {
    last = { transactions, accounts, transfers: currencyTransfers(transactions, accounts) };
  }
  return last.transfers;
}

/**
 * The stored (or typed) rates with those the ledger's linked transfers between two currencies
 * imply where none serves (core's `withTransferRates`).
 */
export function ratesWithTransfers(
  inputs: Ledger & { stored: RateTable; currency: string },
): RateTable {
  return withTransferRates(inputs.stored, transfersOf(inputs), inputs.currency);
}

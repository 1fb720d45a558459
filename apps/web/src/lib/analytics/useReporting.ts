import type { Account, Reporting, Transaction } from '@cashline/core';
import { useContext, useMemo } from 'react';
import { useCurrencyChoice } from '../format/useCurrencyChoice';
import { LedgerContext, LedgerRowsContext } from '../transactions/ledgerContexts';
import { ratesWithTransfers } from './transferRates';
import { PENDING_RATES, useRateTable } from './useRateTable';

const NO_CURRENCIES: readonly string[] = [];
const NO_TRANSACTIONS: readonly Transaction[] = [];

/**
 * Whether the accounts' figures are converted: when a reporting currency is chosen and some
 * account (or `others`, e.g. invoices' currencies) holds another, or when none is chosen and they
 * hold several. Accounts of one currency with none chosen are shown as they always were, in the
 * display currency, unconverted.
 */
export function needsConversion(
  accounts: readonly Account[],
  currency: string,
  chosen: boolean,
  others: readonly string[] = [],
): boolean {
  const held = [...accounts.map((a) => a.currency), ...others];
  if (chosen) return held.some((c) => c !== currency);
  const first = accounts[0]?.currency ?? currency;
  return held.some((c) => c !== first);
}

/**
 * What the accounts' figures are converted into: null when nothing is converted (the figures
 * are core's plain analysis, as always); else the reporting currency with the rates to convert at:
 * the stored (or typed) ones, and where none serves, those the whole store's linked transfers
 * between two currencies imply (whichever account the page shows). `others` are further
 * currencies the figures hold (the forecast's invoices and bills).
 */
export function useReporting(
  accounts: readonly Account[],
  others: readonly string[] = NO_CURRENCIES,
): Reporting | null {
  const { currency, chosen } = useCurrencyChoice();
  const foreign = needsConversion(accounts, currency, chosen, others);
  const currencies = [...new Set([currency, ...accounts.map((a) => a.currency), ...others])]
    .sort()
    .join(',');
  const stored = useRateTable(foreign, currencies);
  const store = useContext(LedgerContext);
  const transactions = useContext(LedgerRowsContext)?.transactions ?? NO_TRANSACTIONS;
  const ledgerAccounts = store?.accounts ?? accounts;
  return useMemo(() => {
    if (!foreign) return null;
    // Pending rates stay themselves: the pages say the rates are on their way, not implied.
    const rates =
      stored === PENDING_RATES
        ? stored
        : ratesWithTransfers({ stored, transactions, accounts: ledgerAccounts, currency });
    return { currency, rates };
  }, [foreign, currency, stored, transactions, ledgerAccounts]);
}

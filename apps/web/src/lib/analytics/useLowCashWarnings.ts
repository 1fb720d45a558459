import { lowCashWarnings } from '@cashline/core';
import type { IsoDate, LowCashWarning } from '@cashline/core';
import { useContext, useMemo } from 'react';
import { TransactionContext } from '../transactions/TransactionProvider';

const NONE: LowCashWarning[] = [];

/** The accounts (and total cash) projected below their minimum within 13 weeks of the date. */
export function useLowCashWarnings(asOf: IsoDate): LowCashWarning[] {
  const store = useContext(TransactionContext);
  const transactions = store?.transactions;
  const accounts = store?.accounts;
  const minimum = store?.cashMinimum ?? null;
  return useMemo(() => {
    if (transactions === undefined || accounts === undefined) return NONE;
    return lowCashWarnings(
      transactions,
      accounts,
      minimum === null ? { asOf } : { asOf, totalThreshold: minimum },
    );
  }, [transactions, accounts, minimum, asOf]);
}

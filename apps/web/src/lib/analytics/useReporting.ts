import type { Account, Reporting } from '@cashline/core';
import { useMemo } from 'react';
import { useCurrencyChoice } from '../format/useCurrencyChoice';
import { useRateTable } from './useRateTable';

/**
 * Whether the accounts' figures are converted: when a reporting currency is chosen and some
 * account holds another, or when none is chosen and the accounts hold several. Accounts of one
 * currency with none chosen are shown as they always were, in the display currency, unconverted.
 */
export function needsConversion(
  accounts: readonly Account[],
  currency: string,
  chosen: boolean,
): boolean {
  if (chosen) return accounts.some((a) => a.currency !== currency);
  const first = accounts[0]?.currency;
  return accounts.some((a) => a.currency !== first);
}

/**
 * What the accounts' figures are converted into: null when nothing is converted (the figures
 * are core's plain analysis, as always); else the reporting currency with the rates to convert at.
 */
export function useReporting(accounts: readonly Account[]): Reporting | null {
  const { currency, chosen } = useCurrencyChoice();
  const foreign = needsConversion(accounts, currency, chosen);
  const currencies = [...new Set([currency, ...accounts.map((a) => a.currency)])].sort().join(',');
  const rates = useRateTable(foreign, currencies);
  return useMemo(() => (foreign ? { currency, rates } : null), [foreign, currency, rates]);
}

import type { Account, Reporting } from '@cashline/core';
import { useMemo } from 'react';
import { useCurrencyChoice } from '../format/useCurrencyChoice';
import { useRateTable } from './useRateTable';

const NO_CURRENCIES: readonly string[] = [];

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
 * are core's plain analysis, as always); else the reporting currency with the rates to convert at.
 * `others` are further currencies the figures hold (the forecast's invoices and bills).
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
  const rates = useRateTable(foreign, currencies);
  return useMemo(() => (foreign ? { currency, rates } : null), [foreign, currency, rates]);
}

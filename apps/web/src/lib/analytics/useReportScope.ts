import type { Account, CurrencyNote, Reporting } from '@cashline/core';
import { useCallback, useMemo } from 'react';
import { useCurrencyChoice } from '../format/useCurrencyChoice';
import { withPending } from './useAnalysis';
import type { PageCurrencyNote } from './useAnalysis';
import { useReporting } from './useReporting';
import { useScopedAccounts } from './useScopedAccounts';

export type ReportScope = {
  /** The accounts the report covers (all, or the chosen one). */
  accounts: readonly Account[];
  /** The currency the report's figures are in. */
  currency: string;
  /** Spread into core's report options: the conversion, when accounts hold other currencies. */
  convert: { reporting?: Reporting };
  /** Spread into `reportSheets`' options: exports then carry each amount converted. */
  sheetCurrencies: { currencies?: { accounts: readonly Account[]; reporting: Reporting } };
  /** A report's currency note as the page shows it (pending while the rates are on their way). */
  pageNote: (note: CurrencyNote | undefined) => PageCurrencyNote | undefined;
};

/**
 * What the report pages (statement, exports, print views, board pack, custom reports) hand to
 * core: the accounts, and the reporting currency with its rates when accounts in several
 * currencies are converted, as the dashboard converts them.
 */
export function useReportScope(): ReportScope {
  const accounts = useScopedAccounts();
  const reporting = useReporting(accounts);
  const { currency } = useCurrencyChoice();
  const convert = useMemo(() => (reporting ? { reporting } : {}), [reporting]);
  const sheetCurrencies = useMemo(
    () => (reporting ? { currencies: { accounts, reporting } } : {}),
    [accounts, reporting],
  );
  const pageNote = useCallback(
    (note: CurrencyNote | undefined) => withPending(note, reporting?.rates),
    [reporting],
  );
  return { accounts, currency, convert, sheetCurrencies, pageNote };
}

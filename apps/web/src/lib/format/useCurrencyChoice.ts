import type { Locale } from '@cashline/core';
import { useContext } from 'react';
import { useSettings } from '../settings/useSettings';
import { LedgerContext } from '../transactions/ledgerContexts';

export type ChosenCurrency = {
  /** What consolidated figures are shown in: the ledger's choice, else the browser's currency. */
  currency: string;
  /** The ledger's locale; undefined until chosen (dates then follow the browser's date format). */
  locale: Locale | undefined;
  /** Whether the ledger (the team's, signed in) has chosen a reporting currency. */
  chosen: boolean;
};

/**
 * The reporting currency and locale in force. Outside the ledger's provider (a page rendered on
 * its own) the browser's preferences stand alone.
 */
export function useCurrencyChoice(): ChosenCurrency {
  const store = useContext(LedgerContext);
  const { currency } = useSettings().settings.preferences;
  const reporting = store?.reportingCurrency;
  return {
    currency: reporting ?? currency,
    locale: store?.locale,
    chosen: reporting !== undefined,
  };
}

import { useState } from 'react';
import { useLedgerRole } from '../../lib/auth/useLedgerRole';
import { useCurrencyChoice } from '../../lib/format/useCurrencyChoice';
import { useLedgerActions } from '../../lib/transactions/useLedger';

type ReportingCurrencyQuestionProps = { fileCurrency: string; disabled: boolean };

/**
 * Asked at an import while no reporting currency is chosen and the file's currency is not the
 * one figures are shown in: which of the two totals should be in. Answered once, for the ledger.
 */
export function ReportingCurrencyQuestion({
  fileCurrency,
  disabled,
}: ReportingCurrencyQuestionProps) {
  const { currency, locale, chosen } = useCurrencyChoice();
  const { setCurrencyChoice } = useLedgerActions();
  const { canEdit } = useLedgerRole();
  const [error, setError] = useState<string | null>(null);
  if (chosen || !canEdit || fileCurrency === currency) return null;

  async function choose(reportingCurrency: string) {
    setError(null);
    try {
      await setCurrencyChoice({ reportingCurrency, ...(locale ? { locale } : {}) });
    } catch (cause) {
      setError(cause instanceof Error ? cause.message : 'The choice could not be saved.');
    }
  }

  return (
    <fieldset className="card">
      <legend>Which currency should totals be shown in?</legend>
      <p>
        This file is in {fileCurrency}; figures are shown in {currency}. Totals across accounts in
        different currencies are converted into the one you choose (you can change it in Settings).
      </p>
      <p>
        <button
          type="button"
          className="button"
          disabled={disabled}
          onClick={() => void choose(fileCurrency)}
        >
          Show totals in {fileCurrency}
        </button>{' '}
        <button
          type="button"
          className="button button--secondary"
          disabled={disabled}
          onClick={() => void choose(currency)}
        >
          Keep {currency}
        </button>
      </p>
      {error && (
        <p className="alert alert--error" role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}

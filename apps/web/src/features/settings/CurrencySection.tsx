import type { Locale } from '@cashline/core';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { useLedgerRole } from '../../lib/auth/useLedgerRole';
import { useCurrencyChoice } from '../../lib/format/useCurrencyChoice';
import { useLedger, useLedgerActions } from '../../lib/transactions/useLedger';
import { currencyOptions, localeLabel, LOCALES } from './reportingOptions';

const BROWSER_DATES = '';

function isLocale(value: string): value is Locale {
  return (LOCALES as readonly string[]).includes(value);
}

/**
 * The reporting currency every consolidated figure is converted into, and the locale dates and
 * numbers follow: the team's (signed in) or this browser's ledger's, saved with the ledger.
 */
export function CurrencySection() {
  const { accounts, storageLabel } = useLedger();
  const { setCurrencyChoice } = useLedgerActions();
  const chosen = useCurrencyChoice();
  const { canEdit, role } = useLedgerRole();
  const [currency, setCurrency] = useState(chosen.currency);
  const [locale, setLocale] = useState<string>(chosen.locale ?? BROWSER_DATES);
  const [status, setStatus] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  // The ledger loads (or another member saves) after the first render: show what it holds.
  const [shown, setShown] = useState(chosen);
  if (shown.currency !== chosen.currency || shown.locale !== chosen.locale) {
    setShown(chosen);
    setCurrency(chosen.currency);
    setLocale(chosen.locale ?? BROWSER_DATES);
  }
  const held = [...new Set(accounts.map((a) => a.currency))].sort();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setStatus(null);
    setError(null);
    try {
      await setCurrencyChoice({
        reportingCurrency: currency,
        ...(isLocale(locale) ? { locale } : {}),
      });
      setStatus('Saved.');
    } catch (cause) {
      setError(cause instanceof Error ? cause.message : 'The choice could not be saved.');
    }
  }

  return (
    <form className="card form" aria-labelledby="currency-title" onSubmit={(e) => void onSubmit(e)}>
      <h2 id="currency-title">Currency and locale</h2>
      <p>
        Each account keeps its own currency. Totals across accounts in different currencies are
        converted into the reporting currency at the day&apos;s exchange rate.{' '}
        {role === null ? 'Kept with the ledger in this browser.' : 'Shared by your organisation.'}
      </p>
      <div className="form-grid">
        <label className="field">
          Reporting currency
          <select
            value={currency}
            disabled={!canEdit}
            onChange={(e) => setCurrency(e.target.value)}
          >
            {currencyOptions(held).map((code) => (
              <option key={code} value={code}>
                {code}
              </option>
            ))}
          </select>
        </label>
        <label className="field">
          Locale for dates and numbers
          <select value={locale} disabled={!canEdit} onChange={(e) => setLocale(e.target.value)}>
            <option value={BROWSER_DATES}>The date format under Preferences</option>
            {LOCALES.map((code) => (
              <option key={code} value={code}>
                {localeLabel(code, currency)}
              </option>
            ))}
          </select>
        </label>
      </div>
      {held.length > 1 && <p className="muted">Your accounts hold {held.join(', ')}.</p>}
      {canEdit ? (
        <div>
          <button className="button" type="submit">
            Save currency and locale
          </button>
        </div>
      ) : (
        <p className="muted">Only editors and above change these. {storageLabel}</p>
      )}
      {status && <p role="status">{status}</p>}
      {error && (
        <p className="alert alert--error" role="alert">
          {error}
        </p>
      )}
    </form>
  );
}

import { useState } from 'react';
import type { FormEvent } from 'react';
import { browserRatesText, saveBrowserRates } from '../../lib/analytics/browserRates';

/**
 * Signed out, the exchange rates totals across currencies convert with are typed here, kept in
 * this browser; signed in, they come from the organisation's server.
 */
export function BrowserRatesForm() {
  const [text, setText] = useState(browserRatesText);
  const [status, setStatus] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setStatus(null);
    try {
      const refused = saveBrowserRates(text);
      setError(refused === null ? null : `Nothing was saved. ${refused}`);
      if (refused === null) setStatus('Exchange rates saved.');
    } catch {
      setError('The rates could not be saved: browser storage is full or unavailable.');
    }
  }

  return (
    <form className="card form" aria-labelledby="browser-rates-title" onSubmit={onSubmit}>
      <h2 id="browser-rates-title">Exchange rates</h2>
      <p className="muted" id="browser-rates-note">
        One line a day and currency under the header date,currency,rate: on that date one euro buys
        rate of the currency (e.g. 2026-07-31,GBP,0.86). A day without a rate uses the latest of the
        7 days before; with none, the figures say the rate is missing. Signed in, your
        organisation&apos;s rates are used instead.
      </p>
      <label className="field">
        Rates (CSV)
        <textarea
          rows={6}
          value={text}
          aria-describedby="browser-rates-note"
          onChange={(e) => setText(e.target.value)}
        />
      </label>
      <div>
        <button className="button" type="submit">
          Save exchange rates
        </button>
      </div>
      {status && <p role="status">{status}</p>}
      {error && (
        <p className="alert alert--error" role="alert">
          {error}
        </p>
      )}
    </form>
  );
}

import { asOfSentence, isIsoDate } from '@cashline/core';
import { useId } from 'react';
import { useAsOf } from '../../lib/analytics/useAsOf';
import { AccountScopeSelect } from './AccountScopeSelect';

/**
 * Says which date every figure on the page is as of, and lets the user pick another (up to today)
 * for this session, or go back to the ledger's own date.
 */
export function AsOfBar() {
  const asOf = useAsOf();
  const id = useId();
  return (
    <div className="as-of">
      <p className="as-of__text" aria-live="polite">
        {asOfSentence(asOf)}
      </p>
      <label htmlFor={id} className="as-of__label">
        As-of date
      </label>
      <input
        id={id}
        type="date"
        value={asOf.date}
        max={asOf.today}
        required
        onChange={(event) => {
          const value = event.target.value;
          if (isIsoDate(value) && value <= asOf.today) asOf.choose(value);
        }}
      />
      {asOf.reason === 'chosen' ? (
        <button
          type="button"
          className="button button--secondary"
          onClick={() => asOf.choose(null)}
        >
          Use latest date
        </button>
      ) : null}
      <AccountScopeSelect />
    </div>
  );
}

import { useState } from 'react';
import { useLedgerRole } from '../../lib/auth/useLedgerRole';
import { useLedgerActions } from '../../lib/transactions/useLedger';

type ClearDataSectionProps = {
  /** Runs after the wipe; the page reloads so every store starts empty. */
  onCleared?: () => void;
};

function reloadHome() {
  window.location.assign('/');
}

export function ClearDataSection({ onCleared = reloadHome }: ClearDataSectionProps) {
  const { reset } = useLedgerActions();
  // Signed in, the reset deletes the team's ledger on the server: the text must say so.
  const shared = useLedgerRole().role !== null;
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function clearAll() {
    setBusy(true);
    setError(null);
    try {
      // Through the store, not by deleting its database: the store tells the other open tabs.
      await reset();
      localStorage.clear();
      onCleared();
    } catch (cause) {
      setError(
        `Your data could not be cleared: ${cause instanceof Error ? cause.message : String(cause)}`,
      );
      setBusy(false);
    }
  }
  return (
    <section className="card" aria-labelledby="clear-data-title">
      <h2 id="clear-data-title">Clear All Data</h2>
      <p>
        {shared
          ? 'Deletes every transaction of your team\u2019s ledger on the server, for every member, and the settings and profile details stored in this browser. This cannot be undone.'
          : 'Removes every transaction, setting and profile detail stored in this browser. This cannot be undone.'}
      </p>
      {error && (
        <p className="alert alert--error" role="alert">
          {error}
        </p>
      )}
      {confirming ? (
        <div role="alertdialog" aria-labelledby="clear-data-confirm" className="form">
          <p id="clear-data-confirm">
            <strong>
              {shared
                ? 'Delete every transaction of your team\u2019s ledger?'
                : 'Delete all of your data from this browser?'}
            </strong>
          </p>
          <div className="button-row">
            <button
              className="button button--danger"
              type="button"
              onClick={clearAll}
              disabled={busy}
            >
              {busy ? 'Clearing...' : 'Yes, delete everything'}
            </button>
            <button
              className="button button--secondary"
              type="button"
              onClick={() => setConfirming(false)}
              disabled={busy}
            >
              Cancel
            </button>
          </div>
        </div>
      ) : (
        <button className="button button--danger" type="button" onClick={() => setConfirming(true)}>
          Clear All Data
        </button>
      )}
    </section>
  );
}

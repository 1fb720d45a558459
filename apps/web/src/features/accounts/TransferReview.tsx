import type { Account, Transaction } from '@cashline/core';
import { useMemo, useState } from 'react';
import { Notice } from '../../components/ui/Notice';
import { useLedgerRole } from '../../lib/auth/useLedgerRole';
import { useFormat } from '../../lib/format/useFormat';
import { useLedger, useLedgerActions, useLedgerRows } from '../../lib/transactions/useLedger';
import { accountName, SHOWN, transferLists } from './transferLists';

function Side({ t, accounts }: { t: Transaction | undefined; accounts: readonly Account[] }) {
  const format = useFormat();
  if (t === undefined) return <span>—</span>;
  return (
    <span>
      {format.date(t.date)} · {accountName(accounts, t)} · {t.description} ·{' '}
      {format.moneyExact(t.amount)}
    </span>
  );
}

/**
 * Transfers between the business's own accounts: pairs to confirm, linked pairs to undo, and
 * single transactions to mark as a transfer to an account that is not tracked (the buttons for
 * someone who may change the ledger).
 */
export function TransferReview() {
  const { transactions } = useLedgerRows();
  const { accounts } = useLedger();
  const { linkTransfers, unlinkTransfer, markUntrackedTransfer } = useLedgerActions();
  const lists = useMemo(() => transferLists(transactions, accounts), [transactions, accounts]);
  const [busy, setBusy] = useState(false);
  const { canEdit } = useLedgerRole();
  const [error, setError] = useState<string | null>(null);

  async function act(change: () => Promise<void>) {
    setBusy(true);
    setError(null);
    try {
      await change();
    } catch (err) {
      setError(err instanceof Error ? err.message : 'The change could not be saved.');
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="card transfer-review" aria-labelledby="transfers-heading">
      <h2 id="transfers-heading">Transfers between accounts</h2>
      <p>
        A linked transfer moves money between your accounts: it changes their balances but is
        neither an inflow nor an outflow in any figure.
      </p>
      {error && <Notice tone="error">{error}</Notice>}

      <h3>Suggested transfers ({lists.suggested.length.toLocaleString('en-US')})</h3>
      {lists.suggested.length === 0 ? (
        <p>No suggestions: no equal amounts move between two accounts within 3 days.</p>
      ) : (
        <ul className="transfer-list">
          {lists.suggested.slice(0, SHOWN).map((pair) => (
            <li key={`${pair.outflowId}>${pair.inflowId}`}>
              <Side t={lists.byId.get(pair.outflowId)} accounts={accounts} /> →{' '}
              <Side t={lists.byId.get(pair.inflowId)} accounts={accounts} />{' '}
              {canEdit && (
                <button
                  type="button"
                  className="button button--secondary button--small"
                  disabled={busy}
                  onClick={() => void act(() => linkTransfers([pair]))}
                >
                  Link as transfer
                </button>
              )}
            </li>
          ))}
        </ul>
      )}

      <h3>Linked transfers ({lists.linked.length.toLocaleString('en-US')})</h3>
      {lists.linked.length === 0 ? (
        <p>None yet.</p>
      ) : (
        <ul className="transfer-list">
          {lists.linked.slice(0, SHOWN).map(({ transferId, sides }) => (
            <li key={transferId}>
              <Side t={sides[0]} accounts={accounts} /> ↔ <Side t={sides[1]} accounts={accounts} />{' '}
              {canEdit && (
                <button
                  type="button"
                  className="button button--secondary button--small"
                  disabled={busy}
                  onClick={() => void act(() => unlinkTransfer(transferId))}
                >
                  Unlink
                </button>
              )}
            </li>
          ))}
        </ul>
      )}

      <h3>Transfers to accounts you do not track</h3>
      {lists.oneSided.length === 0 && lists.untracked.length === 0 && (
        <p>None: no transfer without its other side.</p>
      )}
      <ul className="transfer-list">
        {lists.oneSided.map((t) => (
          <li key={t.id}>
            <Side t={t} accounts={accounts} />{' '}
            {canEdit && (
              <button
                type="button"
                className="button button--secondary button--small"
                disabled={busy}
                onClick={() => void act(() => markUntrackedTransfer(t.id))}
              >
                Mark as transfer to an untracked account
              </button>
            )}
          </li>
        ))}
        {lists.untracked.slice(0, SHOWN).map((t) => (
          <li key={t.id}>
            <Side t={t} accounts={accounts} /> (transfer to an untracked account){' '}
            {canEdit && (
              <button
                type="button"
                className="button button--secondary button--small"
                disabled={busy}
                onClick={() => void act(() => unlinkTransfer(t.transferId ?? ''))}
              >
                Unmark
              </button>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

import { applyRules, withRuleChanges } from '@cashline/core';
import './integration.css';
import { useCallback, useEffect, useReducer, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { ViewOnlyNotice } from '../../components/access/ViewOnlyNotice';
import { paths } from '../../config/paths';
import { requestQuickBooksAuthUri } from '../../lib/api/quickbooksAuth';
import { disconnectQuickBooks } from '../../lib/api/quickbooksDisconnect';
import { pullQuickBooksTransactions } from '../../lib/api/quickbooksPull';
import { fetchQuickBooksStatus } from '../../lib/api/quickbooksStatus';
import type { QuickBooksStatus } from '../../lib/api/quickbooksStatus';
import { useLedgerRole } from '../../lib/auth/useLedgerRole';
import { useCategorisation } from '../../lib/categorisation/useCategorisation';
import { useLedgerActions, useLedgerRows } from '../../lib/transactions/useLedger';
import {
  callbackErrorMessage,
  flowReducer,
  initialFlow,
  isBusy,
  replaceQuestion,
  successMessage,
} from './quickBooksFlow';
import type { FlowState } from './quickBooksFlow';
import { ConnectionSummary } from './QuickBooksConnectionSummary';

/** The flow to start in: a failed callback from Intuit lands here with `?error=<reason>`. */
function startingFlow(callbackError: string | null): FlowState {
  return callbackError
    ? { phase: 'error', title: 'Connection Failed', message: callbackErrorMessage(callbackError) }
    : initialFlow;
}

/** /integration/quickbooks: authorize with Intuit, then pull the ledger into the app. */
export function QuickBooksPage() {
  const navigate = useNavigate();
  const [searchParams, setSearchParams] = useSearchParams();
  const [state, dispatch] = useReducer(flowReducer, searchParams.get('error'), startingFlow);
  const [status, setStatus] = useState<QuickBooksStatus | undefined>(undefined);
  const [notice, setNotice] = useState<string | null>(null);
  const { transactions, status: storeStatus } = useLedgerRows();
  const { replaceAll } = useLedgerActions();
  const { rules } = useCategorisation();
  // Pulling replaces the ledger (editors); connecting is the organisation's (owners and admins).
  const { canEdit, canManage } = useLedgerRole();
  const busy = isBusy(state);
  const notConfigured = status?.kind === 'not-configured';
  // Until the stored transactions are loaded, a pull could not say how many it would replace.
  const storeLoading = storeStatus === 'loading';

  const refreshStatus = useCallback(() => {
    void fetchQuickBooksStatus().then(setStatus);
  }, []);

  // Consent happens in another tab: look again whenever this one comes back into view.
  useEffect(() => {
    refreshStatus();
    window.addEventListener('focus', refreshStatus);
    return () => window.removeEventListener('focus', refreshStatus);
  }, [refreshStatus]);

  const authorize = async () => {
    dispatch({ type: 'authorize' });
    const result = await requestQuickBooksAuthUri();
    if (!result.ok) {
      dispatch({ type: 'authorizeFailed', message: result.message });
      return;
    }
    dispatch({ type: 'authorized', authUri: result.authUri });
    const consent = window.open(result.authUri, '_blank');
    if (consent) consent.opener = null;
  };

  const runPull = async () => {
    const result = await pullQuickBooksTransactions();
    if (!result.ok) {
      dispatch({ type: 'importFailed', message: result.message });
      return;
    }
    try {
      // The user's rules categorise a pull as they do an import.
      await replaceAll(
        withRuleChanges(result.transactions, applyRules(result.transactions, rules)),
      );
    } catch (error) {
      dispatch({
        type: 'importFailed',
        message: error instanceof Error ? error.message : 'Failed to import transactions',
      });
      return;
    }
    dispatch({ type: 'imported', count: result.transactions.length });
  };

  const pull = () => {
    dispatch({ type: 'pull', existingCount: transactions.length });
    if (transactions.length === 0) void runPull();
  };

  const confirmReplace = () => {
    dispatch({ type: 'confirm' });
    void runPull();
  };

  const tryAgain = () => {
    setSearchParams({}, { replace: true });
    dispatch({ type: 'tryAgain' });
    refreshStatus();
  };

  const disconnect = async () => {
    setNotice(await disconnectQuickBooks());
    refreshStatus();
  };

  return (
    <section className="page quickbooks">
      <Link className="back-link" to={paths.integration.path}>
        Back to Integrations
      </Link>
      <h1>{paths.quickbooks.title}</h1>
      <p>
        Connect your QuickBooks Online company and pull its cash transactions (sales, deposits,
        customer payments, expenses, bill payments, refunds, and the bank and card lines of journal
        entries) from the last 12 months. Transfers between your own accounts come in as linked
        pairs.
      </p>

      <div className="integration-box qb-card">
        <h2>Connection</h2>
        <ConnectionSummary status={status} canPull={canEdit} canConnect={canManage} />
        {notice && <p className="qb-notice">{notice}</p>}
        <ViewOnlyNotice />
        <div className="qb-actions">
          {canManage && (
            <button
              type="button"
              className="button"
              onClick={() => void authorize()}
              disabled={busy || notConfigured}
            >
              {state.phase === 'authorizing' ? 'Authorizing...' : 'Authorize'}
            </button>
          )}
          {canEdit && (
            <button
              type="button"
              className="button"
              onClick={pull}
              disabled={busy || storeLoading || notConfigured}
            >
              {state.phase === 'importing' ? 'Importing...' : 'Pull Data'}
            </button>
          )}
          {canManage && status?.kind === 'connected' && (
            <button
              type="button"
              className="button button--secondary"
              onClick={() => void disconnect()}
              disabled={busy}
            >
              Disconnect
            </button>
          )}
        </div>
      </div>

      {state.phase === 'authorized' && (
        <div className="integration-box qb-panel" role="status">
          <h2>Authorize in QuickBooks</h2>
          <p>
            Intuit&apos;s consent page has opened in a new tab. If it did not open, use this link:{' '}
            <a href={state.authUri} target="_blank" rel="noopener noreferrer">
              Open the QuickBooks authorization page
            </a>
          </p>
          <p>When you have connected, come back here and choose Pull Data.</p>
        </div>
      )}

      {state.phase === 'confirming' && (
        <div
          className="integration-box qb-panel"
          role="alertdialog"
          aria-labelledby="qb-replace-title"
        >
          <h2 id="qb-replace-title">Replace your transactions?</h2>
          <p>{replaceQuestion(state.existingCount)}</p>
          <div className="qb-actions">
            <button type="button" className="button" onClick={confirmReplace}>
              Replace {state.existingCount}{' '}
              {state.existingCount === 1 ? 'transaction' : 'transactions'}
            </button>
            <button
              type="button"
              className="button button--secondary"
              onClick={() => dispatch({ type: 'cancel' })}
            >
              Cancel
            </button>
          </div>
        </div>
      )}

      {state.phase === 'importing' && (
        <p className="qb-panel" role="status">
          Pulling transactions from QuickBooks…
        </p>
      )}

      {state.phase === 'success' && (
        <div className="integration-box qb-panel qb-panel--success" role="status">
          <p>{successMessage(state.importedCount)}</p>
          <button
            type="button"
            className="button"
            onClick={() => void navigate(paths.dashboard.path)}
          >
            Go to Dashboard
          </button>
        </div>
      )}

      {state.phase === 'error' && (
        <div className="integration-box qb-panel qb-panel--error" role="alert">
          <h2>{state.title}</h2>
          <p>{state.message}</p>
          <div className="qb-actions">
            <button type="button" className="button" onClick={tryAgain}>
              Try Again
            </button>
            <button
              type="button"
              className="button button--secondary"
              onClick={() => void navigate(paths.dashboard.path)}
            >
              Go Back
            </button>
          </div>
        </div>
      )}
    </section>
  );
}

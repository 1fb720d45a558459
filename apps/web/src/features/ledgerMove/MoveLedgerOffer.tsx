import { formatCents } from '@cashline/core';
import { useContext, useEffect, useState } from 'react';
import { Notice } from '../../components/ui/Notice';
import { failureMessage, roleAtLeast } from '../../lib/auth/authApi';
import { AuthContext } from '../../lib/auth/AuthContext';
import { activeOrganization } from '../../lib/auth/useAuth';
import { browserLedger, moveLocalLedger } from '../../lib/ledger/moveLocalLedger';
import type { LedgerSummary } from '../../lib/ledger/ledgerSummary';
import { useLedgerActions } from '../../lib/transactions/useLedger';

const DISMISSED_KEY = 'cashline.moveLedgerDismissed';

type State =
  | { step: 'idle' }
  | { step: 'offer'; summary: LedgerSummary }
  | { step: 'moving'; summary: LedgerSummary }
  | { step: 'done'; summary: LedgerSummary }
  | { step: 'failed'; message: string };

const count = (n: number) => `${n.toLocaleString('en-US')} transaction${n === 1 ? '' : 's'}`;

/**
 * Signed in with a ledger still in this browser (made before the account existed): offers to move it
 * into the organisation, then says whether the server's count and total match the browser's.
 */
export function MoveLedgerOffer() {
  const auth = useContext(AuthContext);
  const { reload } = useLedgerActions();
  const organization = auth?.status === 'signed-in' ? activeOrganization(auth.me) : undefined;
  const canWrite = organization !== undefined && roleAtLeast(organization.role, 'editor');
  const [state, setState] = useState<State>({ step: 'idle' });

  useEffect(() => {
    if (!organization || !canWrite || sessionStorage.getItem(DISMISSED_KEY) === organization.id) {
      return undefined;
    }
    let live = true;
    browserLedger().then(
      (found) => {
        if (live && found) setState({ step: 'offer', summary: found.summary });
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [organization, canWrite]);

  if (!organization || state.step === 'idle') return null;

  const move = async (summary: LedgerSummary) => {
    setState({ step: 'moving', summary });
    try {
      const result = await moveLocalLedger(organization.id);
      if (result.ok) {
        setState({ step: 'done', summary: result.summary });
        await reload();
      } else {
        setState({
          step: 'failed',
          message: `The server holds ${count(result.moved.count)} (${formatCents(result.moved.totalCents)}) where this browser had ${count(result.expected.count)} (${formatCents(result.expected.totalCents)}). This browser's copy has been kept.`,
        });
      }
    } catch (error) {
      setState({
        step: 'failed',
        message: `${failureMessage(error, 'The move did not complete.')} Nothing was moved; this browser's copy has been kept.`,
      });
    }
  };

  const dismiss = () => {
    sessionStorage.setItem(DISMISSED_KEY, organization.id);
    setState({ step: 'idle' });
  };

  if (state.step === 'done') {
    return (
      <Notice tone="success" onDismiss={() => setState({ step: 'idle' })}>
        Moved {count(state.summary.count)} into {organization.name}: the server&apos;s count and
        total ({formatCents(state.summary.totalCents)}) match this browser&apos;s.
      </Notice>
    );
  }
  if (state.step === 'failed') {
    return (
      <Notice tone="error" onDismiss={dismiss}>
        {state.message}
      </Notice>
    );
  }
  return (
    <Notice tone="info" onDismiss={state.step === 'offer' ? dismiss : undefined}>
      This browser holds {count(state.summary.count)} from before you signed in (total{' '}
      {formatCents(state.summary.totalCents)}). Move them into {organization.name}?{' '}
      <button
        type="button"
        className="button button--primary"
        disabled={state.step === 'moving'}
        onClick={() => void move(state.summary)}
      >
        {state.step === 'moving' ? 'Moving...' : 'Move them'}
      </button>
    </Notice>
  );
}

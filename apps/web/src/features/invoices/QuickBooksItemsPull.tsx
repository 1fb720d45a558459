import { useEffect, useState } from 'react';
import { Notice } from '../../components/ui/Notice';
import { pullQuickBooksOpenItems } from '../../lib/api/quickbooksOpenItems';
import { fetchQuickBooksStatus } from '../../lib/api/quickbooksStatus';
import { useOpenItems } from '../../lib/invoices/OpenItemsContext';

type PullState =
  | { kind: 'idle' }
  | { kind: 'pulling' }
  | { kind: 'done'; message: string }
  | { kind: 'failed'; message: string };

/**
 * "Pull from QuickBooks", shown to editors while QuickBooks is connected: signed in the server
 * stores the pulled invoices and bills and the list is read again; signed out they are merged into
 * this browser's. A failed pull changes nothing.
 */
export function QuickBooksItemsPull() {
  const { mergePulled, reload } = useOpenItems();
  const [connected, setConnected] = useState(false);
  const [state, setState] = useState<PullState>({ kind: 'idle' });

  useEffect(() => {
    let live = true;
    void fetchQuickBooksStatus().then((status) => {
      if (live) setConnected(status.kind === 'connected');
    });
    return () => {
      live = false;
    };
  }, []);

  if (!connected) return null;

  const pull = async () => {
    setState({ kind: 'pulling' });
    const result = await pullQuickBooksOpenItems();
    if (!result.ok) {
      setState({ kind: 'failed', message: result.message });
      return;
    }
    if (!result.items) {
      reload();
      setState({ kind: 'done', message: result.message });
      return;
    }
    const { added, updated, removed } = mergePulled(result.items, result.historyFrom);
    const counts = `${added} new, ${updated} changed, ${removed} removed.`;
    setState({ kind: 'done', message: `${result.message.replace(/\.$/, '')}: ${counts}` });
  };

  const dismiss = () => setState({ kind: 'idle' });
  return (
    <div className="invoices-page__pull">
      <button
        type="button"
        className="button button--secondary"
        disabled={state.kind === 'pulling'}
        onClick={() => void pull()}
      >
        Pull from QuickBooks
      </button>
      {state.kind === 'pulling' && <Notice tone="info">Pulling invoices and bills…</Notice>}
      {state.kind === 'done' && (
        <Notice tone="success" onDismiss={dismiss}>
          {state.message}
        </Notice>
      )}
      {state.kind === 'failed' && (
        <Notice tone="error" onDismiss={dismiss}>
          {state.message}
        </Notice>
      )}
    </div>
  );
}

import { useState } from 'react';
import { Notice } from '../../components/ui/Notice';
import { useLedgerRole } from '../../lib/auth/useLedgerRole';
import { useFormat } from '../../lib/format/useFormat';
import type { ImportBatch } from '../../lib/transactions/storedRecords';
import { useLedger, useLedgerActions } from '../../lib/transactions/useLedger';

const SHOWN = 3;

function transactionsNoun(count: number): string {
  return count === 1 ? 'transaction' : 'transactions';
}

/** The latest imports, each undone in one click by someone who may change the ledger. */
export function ImportBatches() {
  const { importBatches } = useLedger();
  const { undoImport } = useLedgerActions();
  const { canEdit } = useLedgerRole();
  const format = useFormat();
  const [busy, setBusy] = useState<string | null>(null);
  const [result, setResult] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  async function undo(batch: ImportBatch) {
    setBusy(batch.id);
    setFailure(null);
    try {
      const removed = await undoImport(batch);
      setResult(
        `Import undone: removed ${removed.toLocaleString('en-US')} ${transactionsNoun(removed)} imported from ${batch.fileName}.`,
      );
    } catch (error) {
      setFailure(
        `The import could not be undone (${error instanceof Error ? error.message.replace(/\.$/, '') : String(error)}).`,
      );
    } finally {
      setBusy(null);
    }
  }

  if (importBatches.length === 0 && !result && !failure) return null;
  return (
    <section className="import-batches" aria-label="Recent imports">
      {result && (
        <Notice tone="success" onDismiss={() => setResult(null)}>
          {result}
        </Notice>
      )}
      {failure && (
        <Notice tone="error" onDismiss={() => setFailure(null)}>
          {failure}
        </Notice>
      )}
      {importBatches.slice(0, SHOWN).map((batch) => (
        <div key={batch.id} className="import-batch">
          <p>
            Imported <strong>{batch.transactionIds.length.toLocaleString('en-US')}</strong>{' '}
            {transactionsNoun(batch.transactionIds.length)} from <strong>{batch.fileName}</strong>{' '}
            on {format.timestamp(batch.importedAt)}.
          </p>
          {canEdit && (
            <button
              type="button"
              className="button button--secondary button--small"
              onClick={() => void undo(batch)}
              disabled={busy !== null}
            >
              {busy === batch.id ? 'Undoing...' : 'Undo import'}
            </button>
          )}
        </div>
      ))}
    </section>
  );
}

import { useState } from 'react';
import { Notice } from '../../components/ui/Notice';
import type { ImportBatch } from '../../lib/transactions/storedRecords';
import { useTransactions } from '../../lib/transactions/useTransactions';

const SHOWN = 3;

function when(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? iso
    : date.toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });
}

/** The latest imports, each undone in one click. */
export function ImportBatches() {
  const { importBatches, undoImport } = useTransactions();
  const [busy, setBusy] = useState<string | null>(null);
  const [result, setResult] = useState<string | null>(null);

  async function undo(batch: ImportBatch) {
    setBusy(batch.id);
    try {
      const removed = await undoImport(batch.id);
      setResult(
        `Import undone: removed ${removed.toLocaleString('en-US')} transactions imported from ${batch.fileName}.`,
      );
    } catch {
      // The store shows why the change could not be saved.
    } finally {
      setBusy(null);
    }
  }

  if (importBatches.length === 0 && !result) return null;
  return (
    <section className="import-batches" aria-label="Recent imports">
      {result && (
        <Notice tone="success" onDismiss={() => setResult(null)}>
          {result}
        </Notice>
      )}
      {importBatches.slice(0, SHOWN).map((batch) => (
        <div key={batch.id} className="import-batch">
          <p>
            Imported <strong>{batch.transactionIds.length.toLocaleString('en-US')}</strong>{' '}
            transactions from <strong>{batch.fileName}</strong> on {when(batch.importedAt)}.
          </p>
          <button
            type="button"
            className="button button--secondary button--small"
            onClick={() => void undo(batch)}
            disabled={busy !== null}
          >
            {busy === batch.id ? 'Undoing...' : 'Undo import'}
          </button>
        </div>
      ))}
    </section>
  );
}

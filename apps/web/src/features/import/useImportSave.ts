import { dailyTotals } from '@cashline/core';
import type { PackedImportSummary, PackedTransactions } from '@cashline/core';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../config/paths';
import { localToday } from '../../lib/dates/localToday';
import { useLedgerActions } from '../../lib/transactions/useLedger';
import { countOf, importErrorMessage, REDIRECT_DELAY_MS } from './importMessages';
import type { useCardSigns } from './useCardSigns';
import type { useImportAccount } from './useImportAccount';

function plural(count: number): string {
  return countOf(count, 'transaction', 'transactions');
}

type ImportSaveInput = {
  /** The previewed reading, with the sources of the categories an AI transformation wrote. */
  summary: PackedImportSummary | null;
  fileName: string | undefined;
  includeDuplicates: boolean;
  /** The account the rows go to, created first when it is a new one. */
  target: ReturnType<typeof useImportAccount>['target'];
  /** The card sign convention to remember for the file's layout, for a card account. */
  cardSigns: ReturnType<typeof useCardSigns>['convention'];
  /** Lets go of the worker's copy of the file. */
  release: () => void;
  /** The AI's column mapping failed and the file's own reading was used. */
  aiFailed: boolean;
};

/**
 * The Import button's work: saving the previewed rows with the progress of their sending, the
 * message that says how it went, and the dashboard opened after a successful import.
 */
export function useImportSave({
  summary,
  fileName,
  includeDuplicates,
  target,
  cardSigns,
  release,
  aiFailed,
}: ImportSaveInput) {
  const navigate = useNavigate();
  const { importTransactions } = useLedgerActions();
  const [importing, setImporting] = useState(false);
  /** Rows sent to the server so far, when the ledger is kept there. */
  const [sent, setSent] = useState<{ rows: number; of: number } | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const [done, setDone] = useState(false);

  // app.md section 4: after a successful import the dashboard opens 2 seconds later.
  useEffect(() => {
    if (!done) return undefined;
    const timer = window.setTimeout(() => void navigate(paths.dashboard.path), REDIRECT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [done, navigate]);

  /** Imports the packed rows: the store makes them into its rows, once. */
  async function save(lists: PackedTransactions[], name: string, success: string) {
    setImporting(true);
    setMessage(null);
    try {
      const days = dailyTotals(...lists);
      const account = await target(days[0]?.date ?? localToday(), days);
      // The preview has all it shows: the worker's copy of the file goes before the rows are made.
      release();
      const batch = await importTransactions(
        lists,
        name,
        cardSigns === undefined ? account : { ...account, cardSigns },
        (rows, of) => setSent({ rows, of }),
      );
      const linked = batch.transfersLinked ?? 0;
      setMessage(
        linked > 0
          ? `${success} Linked ${linked} ${linked === 1 ? 'transfer' : 'transfers'} between your accounts.`
          : success,
      );
      setDone(true);
    } catch (error) {
      setMessage(importErrorMessage(error instanceof Error ? error.message : String(error)));
    } finally {
      setImporting(false);
      setSent(null);
    }
  }

  function importPreviewed() {
    if (!summary || fileName === undefined) return;
    const lists = includeDuplicates
      ? [summary.transactions, summary.duplicates.transactions]
      : [summary.transactions];
    const count = lists.reduce((sum, list) => sum + list.count, 0);
    if (count === 0) {
      setMessage(importErrorMessage('Every row of this file is already imported'));
      return;
    }
    const skipped = includeDuplicates ? 0 : summary.duplicates.transactions.count;
    void save(
      lists,
      fileName,
      aiFailed
        ? `Successfully imported ${count} transactions (AI mapping failed, used fallback).`
        : `Successfully imported ${plural(count)} from ${fileName}.${skipped > 0 ? ` Skipped ${plural(skipped)} already imported.` : ''}`,
    );
  }

  return {
    importing,
    /** Marks the page busy while other work runs (the AI mapping a transformed file's columns). */
    setImporting,
    sent,
    message,
    setMessage,
    done,
    importPreviewed,
  };
}

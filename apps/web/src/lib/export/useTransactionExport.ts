import type { Transaction } from '@cashline/core';
import { useCallback, useState } from 'react';
import { ExportFailure, exportCsv } from '../api/exportCsv';
import { downloadText, downloadUrl } from './downloadFile';
import { exportFileName, toExportRows, transactionsCsv } from './transactionsCsv';

export type ExportState =
  | { status: 'idle' }
  | { status: 'exporting' }
  | { status: 'done' | 'warning' | 'error'; message: string };

function newestFirst(a: Transaction, b: Transaction): number {
  return a.date < b.date ? 1 : a.date > b.date ? -1 : 0;
}

/**
 * Exports transactions as the CSV of app.md section 9 through POST /api/export/csv, then downloads
 * the file; when the server cannot do it, the same CSV is made and downloaded in the browser.
 */
export function useTransactionExport() {
  const [state, setState] = useState<ExportState>({ status: 'idle' });

  const exportTransactions = useCallback(async (transactions: readonly Transaction[]) => {
    const fileName = exportFileName(new Date());
    if (transactions.length === 0) {
      setState({ status: 'error', message: 'Error exporting data: No data to export' });
      return;
    }
    setState({ status: 'exporting' });
    const rows = toExportRows([...transactions].sort(newestFirst));
    try {
      const answer = await exportCsv(rows, fileName);
      downloadUrl(answer.filePath, answer.filename);
      setState({
        status: 'done',
        message: `Exported ${answer.rowCount.toLocaleString('en-US')} transactions to ${answer.filename}.`,
      });
    } catch (error) {
      const cause = error instanceof ExportFailure ? error.message : 'Failed to export CSV';
      try {
        downloadText(transactionsCsv(rows), fileName, 'text/csv;charset=utf-8');
      } catch (fallbackError) {
        const detail = fallbackError instanceof Error ? fallbackError.message : cause;
        setState({ status: 'error', message: `Error exporting data: ${detail}` });
        return;
      }
      setState({
        status: 'warning',
        message: `Error exporting data: ${cause} ${fileName} was created in your browser instead.`,
      });
    }
  }, []);

  const dismiss = useCallback(() => setState({ status: 'idle' }), []);
  return { state, exportTransactions, dismiss };
}

import {
  NEWEST_FIRST,
  sortTransactions,
  transactionsExportFileName,
  transactionsToCsv,
} from '@cashline/core';
import type { Account, ExportCurrencies, Transaction } from '@cashline/core';
import { useCallback, useContext, useMemo, useState } from 'react';
import { fetchExchangeRates } from '../api/exchangeRates';
import { ExportFailure, exportCsv } from '../api/exportCsv';
import { AuthContext } from '../auth/AuthContext';
import { downloadFile } from '../download/downloadFile';
import { downloadUrl } from '../download/downloadUrl';
import { localToday } from '../dates/localToday';
import { LedgerContext } from '../transactions/ledgerContexts';
import { useReporting } from '../analytics/useReporting';
import { toExportRows } from './transactionsCsv';

const NO_ACCOUNTS: readonly Account[] = [];

/**
 * The organisation's rates as the server has them now: an export made before the page's own
 * fetch answered must not write "no rate" for a rate the server holds. Signed out, or when the
 * server cannot be reached, the rates the page has.
 */
async function withLatestRates(
  currencies: ExportCurrencies | undefined,
  orgId: string | null,
): Promise<ExportCurrencies | undefined> {
  if (currencies === undefined || orgId === null) return currencies;
  try {
    const { table } = await fetchExchangeRates(orgId);
    return { ...currencies, reporting: { ...currencies.reporting, rates: table } };
  } catch {
    return currencies;
  }
}

export type ExportState =
  | { status: 'idle' }
  | { status: 'exporting' }
  | { status: 'done' | 'warning' | 'error'; message: string };

/**
 * Exports transactions as the CSV of app.md section 9 through POST /api/export/csv, then downloads
 * the file; when the server cannot do it, the same CSV is made and downloaded in the browser.
 */
export function useTransactionExport() {
  const [state, setState] = useState<ExportState>({ status: 'idle' });
  const accounts = useContext(LedgerContext)?.accounts ?? NO_ACCOUNTS;
  const accountNames = useMemo(() => new Map(accounts.map((a) => [a.id, a.name])), [accounts]);
  const reporting = useReporting(accounts);
  const auth = useContext(AuthContext);
  const orgId = auth?.status === 'signed-in' ? auth.me.activeOrganizationId : null;
  const currencies = useMemo(
    () => (reporting === null ? undefined : { accounts, reporting }),
    [accounts, reporting],
  );

  const exportTransactions = useCallback(
    async (transactions: readonly Transaction[]) => {
      const fileName = transactionsExportFileName(localToday());
      if (transactions.length === 0) {
        setState({ status: 'error', message: 'Error exporting data: No data to export' });
        return;
      }
      setState({ status: 'exporting' });
      const newestFirst = sortTransactions(transactions, NEWEST_FIRST);
      const converting = await withLatestRates(currencies, orgId);
      const rows = toExportRows(newestFirst, accountNames, converting);
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
          downloadFile(
            fileName,
            transactionsToCsv(newestFirst, accountNames, converting),
            'text/csv;charset=utf-8',
          );
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
    },
    [accountNames, currencies, orgId],
  );

  const dismiss = useCallback(() => setState({ status: 'idle' }), []);
  return { state, exportTransactions, dismiss };
}

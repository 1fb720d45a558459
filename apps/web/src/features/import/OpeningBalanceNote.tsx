import {
  checkOpeningAgainstLedger,
  fileOpeningOfColumns,
  openingMismatchText,
  statedOpeningOfColumns,
} from '@cashline/core';
import type { ContinuityCheck, PackedImportSummary, RowColumns } from '@cashline/core';
import { useMemo } from 'react';
import { Notice } from '../../components/ui/Notice';
import { useFormat } from '../../lib/format/useFormat';
import { useLedger, useLedgerRows } from '../../lib/transactions/useLedger';
import type { AccountChoice } from './ImportAccountPicker';

type OpeningBalanceNoteProps = {
  summary: Pick<PackedImportSummary, 'statement' | 'signsFlipped'>;
  /** Every row read (new and already imported alike) in file order. */
  rows: RowColumns;
  continuity: ContinuityCheck | null;
  choice: AccountChoice;
};

/**
 * Says plainly when the file's balance before its first row (as its balance column or its stated
 * opening balance gives it) is not what the chosen account held in the ledger the day before: the
 * file is another account's, or a statement between is missing. Silent when they agree, for a new
 * account, and for a file without balances.
 */
export function OpeningBalanceNote({ summary, rows, continuity, choice }: OpeningBalanceNoteProps) {
  const { transactions } = useLedgerRows();
  const { accounts } = useLedger();
  const format = useFormat();
  const account =
    choice.kind === 'existing' ? accounts.find((a) => a.id === choice.accountId) : undefined;
  // A statement's own opening balance (camt, MT940) first, else the rows' running balance.
  const opening = useMemo(() => {
    const stated = summary.statement?.balances.opening;
    return stated
      ? statedOpeningOfColumns(stated.cents, rows, summary.signsFlipped === true)
      : fileOpeningOfColumns(rows, continuity);
  }, [summary, rows, continuity]);
  const mismatch = useMemo(
    () => (opening && account ? checkOpeningAgainstLedger(opening, account, transactions) : null),
    [opening, account, transactions],
  );
  if (mismatch === null || account === undefined) return null;
  return (
    <Notice tone="warning">
      <p>
        {openingMismatchText(mismatch, account.name, {
          currency: account.currency,
          date: format.date,
        })}
      </p>
    </Notice>
  );
}

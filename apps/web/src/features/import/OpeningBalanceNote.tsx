import {
  checkOpeningAgainstLedger,
  fileOpeningBalance,
  openingMismatchText,
  statedOpeningBalance,
} from '@cashline/core';
import type { ContinuityCheck, ImportSummary } from '@cashline/core';
import { useMemo } from 'react';
import { Notice } from '../../components/ui/Notice';
import { useFormat } from '../../lib/format/useFormat';
import { useTransactions } from '../../lib/transactions/useTransactions';
import type { AccountChoice } from './ImportAccountPicker';
import { statementRows } from './statementChecks';

type OpeningBalanceNoteProps = {
  summary: ImportSummary;
  continuity: ContinuityCheck | null;
  choice: AccountChoice;
};

/**
 * Says plainly when the file's balance before its first row (as its balance column or its stated
 * opening balance gives it) is not what the chosen account held in the ledger the day before: the
 * file is another account's, or a statement between is missing. Silent when they agree, for a new
 * account, and for a file without balances.
 */
export function OpeningBalanceNote({ summary, continuity, choice }: OpeningBalanceNoteProps) {
  const { accounts, transactions } = useTransactions();
  const format = useFormat();
  const account =
    choice.kind === 'existing' ? accounts.find((a) => a.id === choice.accountId) : undefined;
  // A statement's own opening balance (camt, MT940) first, else the rows' running balance.
  const opening = useMemo(() => {
    const rows = statementRows(summary);
    const stated = summary.statement?.balances.opening;
    return stated
      ? statedOpeningBalance(stated.cents, rows, summary.signsFlipped === true)
      : fileOpeningBalance(rows, continuity);
  }, [summary, continuity]);
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

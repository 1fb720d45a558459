import {
  checkOpeningAgainstLedger,
  fileOpeningOfColumns,
  openingMismatchText,
  statedOpeningOfColumns,
} from '@cashline/core';
import type {
  ContinuityCheck,
  OpeningMismatch,
  PackedImportSummary,
  RowColumns,
} from '@cashline/core';
import { useEffect, useMemo, useState } from 'react';
import { Notice } from '../../components/ui/Notice';
import { useFormat } from '../../lib/format/useFormat';
import { useLedger, useLedgerActions } from '../../lib/transactions/useLedger';
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
  const { accounts } = useLedger();
  const { readTransactions } = useLedgerActions();
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
  // The stored rows are read when the file's opening or the account chosen changes, not kept: the
  // import page shows none of them.
  const [checked, setChecked] = useState<{
    of: readonly unknown[];
    mismatch: OpeningMismatch | null;
  }>();
  useEffect(() => {
    if (!opening || !account) return undefined;
    let current = true;
    void readTransactions().then((stored) => {
      const mismatch = checkOpeningAgainstLedger(opening, account, stored);
      if (current) setChecked({ of: [opening, account], mismatch });
    });
    return () => {
      current = false;
    };
  }, [opening, account, readTransactions]);
  const mismatch =
    checked?.of[0] === opening && checked.of[1] === account ? checked.mismatch : null;
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

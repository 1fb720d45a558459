import { chooseAnalysisDate, newestAfterDelta, newestHistoryDate } from '@cashline/core';
import type { IsoDate } from '@cashline/core';
import { useCallback, useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import { useLedgerRows } from '../transactions/useLedger';
import { useFromLast } from '../useFromLast';
import { useToday } from '../useToday';
import { AsOfContext } from './AsOfContext';
import { readChosenAsOf, writeChosenAsOf } from './asOfStorage';

/**
 * The one date every figure is computed as of, for the stored ledger: the user's pick for this
 * session, else today when the ledger is current, else its newest transaction's date.
 */
export function AsOfProvider({ children }: { children: ReactNode }) {
  const today = useToday();
  const { transactions, transactionsChange: change } = useLedgerRows();
  // Kept up to date from the store's changes: another member's edit costs no pass over the ledger.
  const newest = useFromLast([transactions, today], ([rows, day], last): IsoDate | null => {
    const kept =
      last && last.inputs[1] === day && change?.from === last.inputs[0]
        ? newestAfterDelta(last.value, change, day)
        : undefined;
    return kept === undefined ? newestHistoryDate(rows, day) : kept;
  });
  const [chosen, setChosen] = useState<IsoDate | null>(readChosenAsOf);
  const choose = useCallback((date: IsoDate | null) => {
    writeChosenAsOf(date);
    setChosen(date);
  }, []);
  const asOf = useMemo(() => chooseAnalysisDate(newest, today, chosen), [newest, today, chosen]);
  const value = useMemo(() => ({ ...asOf, today, choose }), [asOf, today, choose]);
  return <AsOfContext.Provider value={value}>{children}</AsOfContext.Provider>;
}

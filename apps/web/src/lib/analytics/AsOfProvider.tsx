import { chooseAnalysisDate, newestDateUpTo } from '@cashline/core';
import type { IsoDate } from '@cashline/core';
import { useCallback, useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import { useLedger } from '../transactions/useLedger';
import { useToday } from '../useToday';
import { AsOfContext } from './AsOfContext';
import { readChosenAsOf, writeChosenAsOf } from './asOfStorage';

/**
 * The one date every figure is computed as of, for the stored ledger: the user's pick for this
 * session, else today when the ledger is current, else its newest transaction's date.
 */
export function AsOfProvider({ children }: { children: ReactNode }) {
  const today = useToday();
  // From the ledger's dates, not its rows: it wraps every page, and renders for no edit that
  // adds or empties no date.
  const { dates } = useLedger();
  const newest = useMemo(() => newestDateUpTo(dates, today), [dates, today]);
  const [chosen, setChosen] = useState<IsoDate | null>(readChosenAsOf);
  const choose = useCallback((date: IsoDate | null) => {
    writeChosenAsOf(date);
    setChosen(date);
  }, []);
  const asOf = useMemo(() => chooseAnalysisDate(newest, today, chosen), [newest, today, chosen]);
  const value = useMemo(() => ({ ...asOf, today, choose }), [asOf, today, choose]);
  return <AsOfContext.Provider value={value}>{children}</AsOfContext.Provider>;
}

import { createContext } from 'react';
import type { AnalysisDate, IsoDate } from '@cashline/core';

export type AsOfContextValue = AnalysisDate & {
  /** Today's local date, the latest date the user may pick. */
  today: IsoDate;
  /** Picks an as-of date; null goes back to the ledger's own (today or its newest transaction). */
  choose: (date: IsoDate | null) => void;
};

export const AsOfContext = createContext<AsOfContextValue | null>(null);

import type { ReactNode } from 'react';
import { AICashFlowProvider } from '../lib/ai/AICashFlowProvider';
import { useAsOf } from '../lib/analytics/useAsOf';
import { useLedgerRows } from '../lib/transactions/useLedger';

/** The shared AI prediction state over the stored transactions, for every page of the app. */
export function StoreAICashFlowProvider({ children }: { children: ReactNode }) {
  const { transactions } = useLedgerRows();
  const { date } = useAsOf();
  return (
    <AICashFlowProvider transactions={transactions} asOf={date}>
      {children}
    </AICashFlowProvider>
  );
}

import type { ReactNode } from 'react';
import { AICashFlowProvider } from '../lib/ai/AICashFlowProvider';
import { useAsOf } from '../lib/analytics/useAsOf';
import { useTransactions } from '../lib/transactions/useTransactions';

/** The shared AI prediction state over the stored transactions, for every page of the app. */
export function StoreAICashFlowProvider({ children }: { children: ReactNode }) {
  const { transactions } = useTransactions();
  const { date } = useAsOf();
  return (
    <AICashFlowProvider transactions={transactions} asOf={date}>
      {children}
    </AICashFlowProvider>
  );
}

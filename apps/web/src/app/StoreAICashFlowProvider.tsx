import type { ReactNode } from 'react';
import { AICashFlowProvider } from '../lib/ai/AICashFlowProvider';
import { useAICashFlowContext } from '../lib/ai/useAICashFlowContext';
import { useAsOf } from '../lib/analytics/useAsOf';
import { useAskForLedgerRows, useHeldLedgerRows } from '../lib/transactions/useLedger';

/**
 * The prediction reads the rows only while AI is on: mounted on every page, this would otherwise
 * have the store hold every row as an object on pages that show none (the import page).
 */
function RowsWhileAIOn() {
  const { useAI } = useAICashFlowContext();
  useAskForLedgerRows(useAI);
  return null;
}

/** The shared AI prediction state over the stored transactions, for every page of the app. */
export function StoreAICashFlowProvider({ children }: { children: ReactNode }) {
  const { transactions } = useHeldLedgerRows();
  const { date } = useAsOf();
  return (
    <AICashFlowProvider transactions={transactions} asOf={date}>
      <RowsWhileAIOn />
      {children}
    </AICashFlowProvider>
  );
}

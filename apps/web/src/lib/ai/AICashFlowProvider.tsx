import type { Transaction } from '@cashline/core';
import type { ReactNode } from 'react';
import { AICashFlowStateProvider } from './AICashFlowStateProvider';
import { useCashFlowPredictor } from './useCashFlowPredictor';

type Props = {
  transactions: readonly Transaction[];
  children: ReactNode;
};

/**
 * The shared AI prediction state for the dashboard and analytics panels. Calls go straight to the
 * gateway with the key from Settings, or through the server's proxy when it has a key.
 */
export function AICashFlowProvider({ transactions, children }: Props) {
  const predictor = useCashFlowPredictor();
  return (
    <AICashFlowStateProvider transactions={transactions} predictor={predictor}>
      {children}
    </AICashFlowStateProvider>
  );
}

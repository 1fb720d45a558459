import type { IsoDate, Transaction } from '@cashline/core';
import type { ReactNode } from 'react';
import { AICashFlowStateProvider } from './AICashFlowStateProvider';
import { useCashFlowPredictor } from './useCashFlowPredictor';

type Props = {
  transactions: readonly Transaction[];
  asOf: IsoDate;
  children: ReactNode;
};

/**
 * The shared AI prediction state for the dashboard and analytics panels. Calls go straight to the
 * gateway with the key from Settings, or through the server's proxy when it has a key.
 */
export function AICashFlowProvider({ transactions, asOf, children }: Props) {
  const predictor = useCashFlowPredictor();
  return (
    <AICashFlowStateProvider transactions={transactions} asOf={asOf} predictor={predictor}>
      {children}
    </AICashFlowStateProvider>
  );
}

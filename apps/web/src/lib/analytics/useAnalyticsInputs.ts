import { useContext } from 'react';
import type { IsoDate, Transaction } from '@cashline/core';
import type { AIPanelState } from '../../components/analytics/aiPanelState';
import { aiUnavailable } from '../../components/analytics/aiPanelState';
import { AICashFlowContext } from '../ai/AICashFlowContext';
import { useLedger, useLedgerRows } from '../transactions/useLedger';
import { useAccountScope } from './AccountScopeContext';
import { scopedTransactions } from './scopedTransactions';
import { useAsOf } from './useAsOf';

export type AnalyticsInputs = {
  transactions: readonly Transaction[];
  /** The date every figure is as of (see `AsOfProvider`). */
  asOf: IsoDate;
  ai: AIPanelState;
  /** True until the store has read the saved transactions. */
  loading: boolean;
};

/**
 * What every analysis page reads: the stored transactions (of the chosen account, or all), the
 * as-of date and the AI state.
 */
export function useAnalyticsInputs(): AnalyticsInputs {
  const { date } = useAsOf();
  const { transactions: all, status } = useLedgerRows();
  const { accounts } = useLedger();
  const { accountId } = useAccountScope();
  // An account chosen and then removed or archived elsewhere falls back to all accounts.
  const scoped = accounts.some((a) => a.id === accountId) ? accountId : null;
  const transactions = scopedTransactions(all, scoped);
  // Without the AI provider (a page rendered on its own) the AI parts simply do not show.
  const ai = useContext(AICashFlowContext) ?? aiUnavailable;
  return { transactions, asOf: date, ai, loading: status === 'loading' };
}

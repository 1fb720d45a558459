import { useContext } from 'react';
import type { IsoDate, Transaction } from '@cashline/core';
import type { AIPanelState } from '../../components/analytics/aiPanelState';
import { aiUnavailable } from '../../components/analytics/aiPanelState';
import { AICashFlowContext } from '../ai/AICashFlowContext';
import { useTransactions } from '../transactions/useTransactions';
import { useToday } from '../useToday';

export type AnalyticsInputs = {
  transactions: readonly Transaction[];
  today: IsoDate;
  ai: AIPanelState;
  /** True until the store has read the saved transactions. */
  loading: boolean;
};

/** What every analysis page reads: the stored transactions, today's date and the AI state. */
export function useAnalyticsInputs(): AnalyticsInputs {
  const today = useToday();
  const { transactions, status } = useTransactions();
  // Without the AI provider (a page rendered on its own) the AI parts simply do not show.
  const ai = useContext(AICashFlowContext) ?? aiUnavailable;
  return { transactions, today, ai, loading: status === 'loading' };
}

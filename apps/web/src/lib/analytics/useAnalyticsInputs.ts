import type { IsoDate, Transaction } from '@cashline/core';
import type { AIPanelState } from '../../components/analytics/aiPanelState';
import { aiUnavailable } from '../../components/analytics/aiPanelState';
import { useTransactions } from '../transactions/useTransactions';
import { useToday } from '../useToday';

export type AnalyticsInputs = {
  transactions: readonly Transaction[];
  today: IsoDate;
  ai: AIPanelState;
};

/** What every analysis page reads: the stored transactions, today's date and the AI state. */
export function useAnalyticsInputs(): AnalyticsInputs {
  const today = useToday();
  const { transactions } = useTransactions();
  return { transactions, today, ai: aiUnavailable };
}

import type { IsoDate, Transaction } from '@cashline/core';
import type { AIPanelState } from '../../components/analytics/aiPanelState';
import { aiUnavailable } from '../../components/analytics/aiPanelState';
import { useToday } from '../useToday';

export type AnalyticsInputs = {
  transactions: readonly Transaction[];
  today: IsoDate;
  ai: AIPanelState;
};

const noTransactions: readonly Transaction[] = [];

/** What every analysis page reads: the stored transactions, today's date and the AI state. */
export function useAnalyticsInputs(): AnalyticsInputs {
  const today = useToday();
  return { transactions: noTransactions, today, ai: aiUnavailable };
}

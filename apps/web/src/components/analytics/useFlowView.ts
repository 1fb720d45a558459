import { useState } from 'react';
import { monthSpanLabel } from '@cashline/core';
import type { FlowAnalysis, FlowKind, IsoDate, Period, Transaction } from '@cashline/core';
import { useAnalysis } from '../../lib/analytics/useAnalysis';
import type { Formatters } from '../../lib/format/useFormat';
import type { AIPanelState } from './aiPanelState';
import type { FlowPanelView } from './FlowPanel';

/** What the inflows and outflows panels are given. */
export type FlowPanelInputs = {
  transactions: readonly Transaction[];
  asOf: IsoDate;
  ai: AIPanelState;
  format: Formatters;
  /** Set by a page that owns the period selector; otherwise the panel has its own. */
  period?: Period;
};

/** The period a panel shows (its page's, or its own selector's) and one flow's figures for it. */
export function useFlowView(
  { transactions, asOf, period: pagePeriod }: FlowPanelInputs,
  direction: FlowKind,
): {
  period: Period;
  onPeriodChange: ((period: Period) => void) | undefined;
  flow: FlowAnalysis;
  view: FlowPanelView;
} {
  const [ownPeriod, setOwnPeriod] = useState<Period>('all');
  const period = pagePeriod ?? ownPeriod;
  const analysis = useAnalysis(transactions, asOf, period);
  const flow = direction === 'inflow' ? analysis.inflows : analysis.outflows;
  return {
    period,
    onPeriodChange: pagePeriod === undefined ? setOwnPeriod : undefined,
    flow,
    view: {
      total: flow.total,
      topCategories: flow.topCategories,
      distribution: flow.distribution,
      trend: analysis.trend.map((entry) => ({
        month: entry.month,
        period: monthSpanLabel([entry.monthKey]),
        amount: direction === 'inflow' ? entry.inflows : entry.outflows,
      })),
    },
  };
}

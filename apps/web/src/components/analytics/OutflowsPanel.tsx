import { useState } from 'react';
import type { IsoDate, Period, Transaction } from '@cashline/core';
import { useAnalysis } from '../../lib/analytics/useAnalysis';
import { outflowPalette, seriesColors } from '../charts/palette';
import { aiActive } from './aiPanelState';
import type { AIPanelState } from './aiPanelState';
import { FlowPanel } from './FlowPanel';
import type { FlowPanelText } from './FlowPanel';
import type { Formatters } from '../../lib/format/useFormat';
import { TrendDownIcon } from './icons';

const outflowText: Omit<FlowPanelText, 'subtitle'> = {
  title: 'Cash Outflows',
  icon: <TrendDownIcon />,
  totalLabel: 'Total Outflows',
  categoriesTitle: 'Expense Categories',
  trendTitle: '6-Month Spending Trend',
  distributionTitle: 'Expense Distribution',
  noTrend: 'No spending data for this period.',
  noCategories: 'No expense data for this period.',
  palette: outflowPalette,
  barColor: seriesColors.outflow,
  tone: 'outflow',
};

type OutflowsPanelProps = {
  transactions: readonly Transaction[];
  today: IsoDate;
  ai: AIPanelState;
  format: Formatters;
  /** Set by a page that owns the period selector; otherwise the panel has its own. */
  period?: Period;
};

/** The outflows panel (app.md and ai.md section 2), with its AI error banner. */
export function OutflowsPanel({
  transactions,
  today,
  ai,
  format,
  period: pagePeriod,
}: OutflowsPanelProps) {
  const [ownPeriod, setOwnPeriod] = useState<Period>('all');
  const period = pagePeriod ?? ownPeriod;
  const analysis = useAnalysis(transactions, today, period);
  const { outflows } = analysis;
  const largest = outflows.largestCategory;
  const failed = aiActive(ai) && ai.error !== null;
  return (
    <FlowPanel
      text={{
        ...outflowText,
        subtitle: aiActive(ai) ? 'AI-enhanced expense analysis' : 'Expenses and spending analysis',
      }}
      view={{
        total: outflows.total,
        topCategories: outflows.topCategories,
        distribution: outflows.distribution,
        trend: analysis.trend.map((entry) => ({ month: entry.month, amount: entry.outflows })),
      }}
      period={period}
      onPeriodChange={pagePeriod === undefined ? setOwnPeriod : undefined}
      ai={ai}
      showInsights={!failed}
      format={format}
      banner={
        failed ? (
          <div className="banner banner--error" role="alert">
            <span>
              <strong>AI Analysis Error:</strong> {ai.error}
            </span>
            <span>Showing historical data only</span>
          </div>
        ) : null
      }
      note={
        largest ? (
          <p className="note">
            <strong>Largest Expense Category:</strong> {largest.category} accounts for{' '}
            {format.percent(largest.percentage)} of total spending ({format.money(largest.amount)}).
          </p>
        ) : null
      }
    />
  );
}

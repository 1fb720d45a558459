import { useState } from 'react';
import type { IsoDate, Period, Transaction } from '@cashline/core';
import type { AIPanelState } from '../../components/analytics/aiPanelState';
import { CategoryTable } from '../../components/analytics/CategoryTable';
import { OutflowsPanel } from '../../components/analytics/OutflowsPanel';
import { MetricCard } from '../../components/analytics/MetricCard';
import { PeriodSelector } from '../../components/analytics/PeriodSelector';
import { RecentTransactions } from '../../components/analytics/RecentTransactions';
import { useFormat } from '../../lib/format/useFormat';
import { outflowPalette } from '../../components/charts/palette';
import '../../components/analytics/analytics.css';
import { useAnalysis } from '../../lib/analytics/useAnalysis';

type OutflowsPageProps = { transactions: readonly Transaction[]; today: IsoDate; ai: AIPanelState };

/** Cash Outflows Analysis (app.md section 2): one period selector drives every figure. */
export function OutflowsPage({ transactions, today, ai }: OutflowsPageProps) {
  const format = useFormat();
  const [period, setPeriod] = useState<Period>('all');
  const { outflows } = useAnalysis(transactions, today, period);

  return (
    <div className="page analytics-page">
      <header className="analytics-page__header">
        <h1>Cash Outflows Analysis</h1>
        <PeriodSelector value={period} onChange={setPeriod} />
      </header>
      <div className="cards">
        <MetricCard label="Total Outflows" value={format.money(outflows.total)} tone="outflow" />
        <MetricCard label="Average Monthly Outflow" value={format.money(outflows.monthlyAverage)} />
        <MetricCard label="Spending Categories" value={String(outflows.categories.length)} />
      </div>
      <OutflowsPanel
        transactions={transactions}
        today={today}
        ai={ai}
        format={format}
        period={period}
      />
      <CategoryTable
        title="Outflow by Category"
        categories={outflows.categories}
        palette={outflowPalette}
        format={format}
        emptyMessage="No expense data for this period."
      />
      <RecentTransactions
        title="Recent Outflows"
        transactions={outflows.recent}
        format={format}
        emptyMessage="No expense data for this period."
      />
    </div>
  );
}

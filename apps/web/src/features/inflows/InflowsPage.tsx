import { useState } from 'react';
import type { IsoDate, Period, Transaction } from '@cashline/core';
import type { AIPanelState } from '../../components/analytics/aiPanelState';
import { CategoryTable } from '../../components/analytics/CategoryTable';
import { InflowsPanel } from '../../components/analytics/InflowsPanel';
import { MetricCard } from '../../components/analytics/MetricCard';
import { PeriodSelector } from '../../components/analytics/PeriodSelector';
import { RecentTransactions } from '../../components/analytics/RecentTransactions';
import { useFormat } from '../../lib/format/useFormat';
import { inflowPalette } from '../../components/charts/palette';
import '../../components/analytics/analytics.css';
import { useAnalysis } from '../../lib/analytics/useAnalysis';

type InflowsPageProps = { transactions: readonly Transaction[]; today: IsoDate; ai: AIPanelState };

/** Cash Inflows Analysis (app.md section 2): one period selector drives every figure. */
export function InflowsPage({ transactions, today, ai }: InflowsPageProps) {
  const format = useFormat();
  const [period, setPeriod] = useState<Period>('all');
  const { inflows } = useAnalysis(transactions, today, period);

  return (
    <div className="page analytics-page">
      <header className="analytics-page__header">
        <h1>Cash Inflows Analysis</h1>
        <PeriodSelector value={period} onChange={setPeriod} />
      </header>
      <div className="cards">
        <MetricCard label="Total Inflows" value={format.money(inflows.total)} tone="inflow" />
        <MetricCard label="Average Monthly Inflow" value={format.money(inflows.monthlyAverage)} />
        <MetricCard label="Revenue Streams" value={String(inflows.revenueStreams)} />
      </div>
      <InflowsPanel
        transactions={transactions}
        today={today}
        ai={ai}
        format={format}
        period={period}
      />
      <CategoryTable
        title="Inflow by Category"
        categories={inflows.categories}
        palette={inflowPalette}
        format={format}
        emptyMessage="No income data for this period."
      />
      <RecentTransactions
        title="Recent Inflows"
        transactions={inflows.recent}
        format={format}
        emptyMessage="No income data for this period."
      />
    </div>
  );
}

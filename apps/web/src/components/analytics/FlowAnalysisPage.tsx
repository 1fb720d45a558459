import { useMemo, useState } from 'react';
import { categoryGrouper, groupSummaries, monthlyAverageBasisText } from '@cashline/core';
import type { FlowKind, IsoDate, Period, Transaction } from '@cashline/core';
import { useAnalysis } from '../../lib/analytics/useAnalysis';
import { useCategorisation } from '../../lib/categorisation/useCategorisation';
import { useFormat } from '../../lib/format/useFormat';
import { inflowPalette, outflowPalette } from '../charts/palette';
import type { AIPanelState } from './aiPanelState';
import { AsOfBar } from './AsOfBar';
import { CurrencyNotice } from './CurrencyNotice';
import { missingRateHint } from './currencyNoteText';
import { CategoryGroupTable } from './CategoryGroupTable';
import { CategoryTable } from './CategoryTable';
import { InflowsPanel } from './InflowsPanel';
import { MetricCard } from './MetricCard';
import { OutflowsPanel } from './OutflowsPanel';
import { PeriodSelector } from './PeriodSelector';
import { RecentTransactions } from './RecentTransactions';
import './analytics.css';

/** What differs between the two pages: app.md section 2's words, colours and panel. */
const pageText = {
  inflow: {
    heading: 'Cash Inflows Analysis',
    totalLabel: 'Total Inflows',
    averageLabel: 'Average Monthly Inflow',
    categoryCountLabel: 'Revenue Streams',
    tableTitle: 'Inflow by Category',
    groupTitle: 'Inflow by Group',
    recentTitle: 'Recent Inflows',
    empty: 'No income data for this period.',
    palette: inflowPalette,
    Panel: InflowsPanel,
  },
  outflow: {
    heading: 'Cash Outflows Analysis',
    totalLabel: 'Total Outflows',
    averageLabel: 'Average Monthly Outflow',
    categoryCountLabel: 'Spending Categories',
    tableTitle: 'Outflow by Category',
    groupTitle: 'Outflow by Group',
    recentTitle: 'Recent Outflows',
    empty: 'No expense data for this period.',
    palette: outflowPalette,
    Panel: OutflowsPanel,
  },
} as const;

export type FlowAnalysisPageProps = {
  direction: FlowKind;
  transactions: readonly Transaction[];
  asOf: IsoDate;
  ai: AIPanelState;
};

/** Cash Inflows or Outflows Analysis (app.md section 2): one period selector drives every figure. */
export function FlowAnalysisPage({ direction, transactions, asOf, ai }: FlowAnalysisPageProps) {
  const format = useFormat();
  const [period, setPeriod] = useState<Period>('all');
  const analysis = useAnalysis(transactions, asOf, period);
  const flow = direction === 'inflow' ? analysis.inflows : analysis.outflows;
  const { definitions } = useCategorisation();
  const groups = useMemo(
    () => groupSummaries(flow.categories, categoryGrouper(definitions)),
    [flow.categories, definitions],
  );
  const text = pageText[direction];
  const figure = direction === 'inflow' ? 'inflows' : 'outflows';
  const { Panel } = text;

  return (
    <div className="page analytics-page">
      <header className="analytics-page__header">
        <div>
          <h1>{text.heading}</h1>
          <AsOfBar />
        </div>
        <PeriodSelector value={period} onChange={setPeriod} />
      </header>
      <CurrencyNotice note={analysis.currency} />
      <div className="cards">
        <MetricCard
          label={text.totalLabel}
          value={format.moneyExact(flow.total)}
          tone={direction}
          hint={missingRateHint(analysis.currency, figure)}
        />
        <MetricCard
          label={text.averageLabel}
          value={format.moneyExact(flow.monthlyAverage)}
          hint={
            missingRateHint(analysis.currency, figure) ??
            monthlyAverageBasisText(direction, analysis.monthCount)
          }
        />
        <MetricCard label={text.categoryCountLabel} value={String(flow.categories.length)} />
      </div>
      <Panel transactions={transactions} asOf={asOf} ai={ai} format={format} period={period} />
      <CategoryTable
        title={text.tableTitle}
        categories={flow.categories}
        palette={text.palette}
        format={format}
        emptyMessage={text.empty}
      />
      <CategoryGroupTable
        title={text.groupTitle}
        groups={groups}
        format={format}
        emptyMessage={text.empty}
      />
      <RecentTransactions
        title={text.recentTitle}
        transactions={flow.recent}
        format={format}
        emptyMessage={text.empty}
      />
    </div>
  );
}

import { Link } from 'react-router-dom';
import { monthSpanLabel } from '@cashline/core';
import type { IsoDate, Transaction } from '@cashline/core';
import { AccountBalancesPanel } from '../../components/analytics/AccountBalancesPanel';
import { AIControls } from '../../components/analytics/AIControls';
import { LowCashWarnings } from '../../components/analytics/LowCashWarnings';
import { AsOfBar } from '../../components/analytics/AsOfBar';
import type { AIPanelState } from '../../components/analytics/aiPanelState';
import { EmptyState } from '../../components/analytics/EmptyState';
import { InflowsPanel } from '../../components/analytics/InflowsPanel';
import { MetricCard } from '../../components/analytics/MetricCard';
import { OutflowsPanel } from '../../components/analytics/OutflowsPanel';
import { RecentTransactions } from '../../components/analytics/RecentTransactions';
import { RunwayPanel } from '../../components/analytics/RunwayPanel';
import { useFormat } from '../../lib/format/useFormat';
import { SeriesBarChart } from '../../components/charts/lazyCharts';
import { seriesColors } from '../../components/charts/palette';
import '../../components/analytics/analytics.css';
import { paths } from '../../config/paths';
import { useAccountBalances } from '../../lib/analytics/useAccountBalances';
import { useAnalysis } from '../../lib/analytics/useAnalysis';
import { useAsOf } from '../../lib/analytics/useAsOf';
import { useLedgerRole } from '../../lib/auth/useLedgerRole';
import { useFreezeForecast } from '../scenarios/useFreezeForecast';
import { dashboardFaq, featureBlurbs } from './dashboardContent';
import { monthCardView } from './monthCardView';

type DashboardPageProps = {
  transactions: readonly Transaction[];
  asOf: IsoDate;
  ai: AIPanelState;
};

/** The dashboard (app.md section 2): headline figures, charts, panels and the latest transactions. */
export function DashboardPage({ transactions, asOf, ai }: DashboardPageProps) {
  const format = useFormat();
  const analysis = useAnalysis(transactions, asOf);
  useFreezeForecast(transactions, asOf);
  const { canEdit } = useLedgerRole();
  const { reason } = useAsOf();
  // The balance is net of what cards and loans owe; only without such debts is it the total cash
  // the Accounts page and the cash-by-account panel show.
  const { owedCents } = useAccountBalances(asOf).position;
  const trendRows = analysis.trend.map((entry) => ({
    ...entry,
    period: monthSpanLabel([entry.monthKey]),
  }));
  const hasData = transactions.length > 0;
  const card = (flow: 'inflows' | 'outflows' | 'net') =>
    monthCardView(analysis.months, flow, reason, format.moneyExact);
  const monthCards = [
    { label: 'Monthly Inflow', view: card('inflows'), tone: () => 'inflow' as const },
    { label: 'Monthly Outflow', view: card('outflows'), tone: () => 'outflow' as const },
    {
      label: 'Net Cash Flow',
      view: card('net'),
      tone: (net: number) => (net < 0 ? ('outflow' as const) : ('inflow' as const)),
    },
  ];

  return (
    <div className="page analytics-page">
      <section className="hero">
        <div>
          <h1>Dashboard</h1>
          <p>Professional cash flow management and forecasting for businesses of all sizes.</p>
          <AsOfBar />
        </div>
        <div className="analytics-page__controls">
          <AIControls ai={ai} />
          {canEdit && (
            <Link className="button" to={paths.transactionAdd.path}>
              Add Transaction
            </Link>
          )}
        </div>
      </section>

      {hasData ? (
        <>
          <LowCashWarnings asOf={asOf} />
          <div className="cards">
            <MetricCard
              label={owedCents === 0 ? 'Total cash' : 'Net cash position'}
              value={format.moneyExact(analysis.latestBalance)}
              hint={owedCents === 0 ? undefined : 'Total cash less what cards and loans owe'}
            />
            {monthCards.map(({ label, tone, view }) => (
              <MetricCard
                key={label}
                label={label}
                value={format.moneyExact(view === null ? 0 : view.value)}
                hint={view?.hint}
                tone={tone(view?.value ?? 0)}
              />
            ))}
          </div>
          <AccountBalancesPanel asOf={asOf} />
          <section className="card" aria-label="Cash Flow Trend">
            <h2 className="card__title">Cash Flow Trend (last 6 months)</h2>
            <SeriesBarChart
              xLabel="Month"
              yLabel="Amount"
              tooltipLabelKey="period"
              label="Cash flow trend, inflows and outflows of the last 6 months"
              data={trendRows}
              xKey="month"
              series={[
                { dataKey: 'inflows', name: 'Inflows', color: seriesColors.inflow },
                { dataKey: 'outflows', name: 'Outflows', color: seriesColors.outflow },
              ]}
              formatTick={format.tick}
              formatValue={format.moneyExact}
            />
          </section>
          <div className="panels">
            <InflowsPanel transactions={transactions} asOf={asOf} ai={ai} format={format} />
            <OutflowsPanel transactions={transactions} asOf={asOf} ai={ai} format={format} />
          </div>
          <RunwayPanel transactions={transactions} asOf={asOf} ai={ai} format={format} />
          <RecentTransactions
            title="Recent Transactions"
            transactions={analysis.dashboardRecent}
            format={format}
            emptyMessage="No transaction data"
            action={<Link to={paths.transactions.path}>View all</Link>}
          />
        </>
      ) : (
        <section className="card">
          <EmptyState message="No transaction data" />
          {canEdit && (
            <p className="quick-links">
              <Link to={paths.transactionAdd.path}>Add a transaction</Link>
              <Link to={paths.transactionImport.path}>Import a CSV file</Link>
            </p>
          )}
        </section>
      )}

      <section aria-label="Features" className="blurbs">
        {featureBlurbs.map((blurb) => (
          <article key={blurb.title} className="card">
            <h2 className="card__title">{blurb.title}</h2>
            <p>{blurb.text}</p>
          </article>
        ))}
      </section>

      <section className="card faq" aria-label="Frequently asked questions">
        <h2 className="card__title">Frequently Asked Questions</h2>
        {dashboardFaq.map((item) => (
          <details key={item.question}>
            <summary>{item.question}</summary>
            <p>{item.answer}</p>
          </details>
        ))}
      </section>

      <nav className="quick-links" aria-label="Dashboard shortcuts">
        <Link className="button button--secondary" to={paths.forecast.path}>
          13-Week Forecast
        </Link>
        <Link className="button button--secondary" to={paths.reports.path}>
          Financial Reports
        </Link>
      </nav>
    </div>
  );
}

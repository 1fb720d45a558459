import { Link } from 'react-router-dom';
import type { IsoDate, Transaction } from '@cashline/core';
import { AccountBalancesPanel } from '../../components/analytics/AccountBalancesPanel';
import { AIControls } from '../../components/analytics/AIControls';
import { LowCashWarnings } from '../../components/analytics/LowCashWarnings';
import { AsOfBar } from '../../components/analytics/AsOfBar';
import { CurrencyNotice } from '../../components/analytics/CurrencyNotice';
import { missingRateHint } from '../../components/analytics/currencyNoteText';
import type { AIPanelState } from '../../components/analytics/aiPanelState';
import { EmptyState } from '../../components/analytics/EmptyState';
import { MetricCard } from '../../components/analytics/MetricCard';
import { RecentTransactions } from '../../components/analytics/RecentTransactions';
import { RunwayPanel } from '../../components/analytics/RunwayPanel';
import { useFormat } from '../../lib/format/useFormat';
import '../../components/analytics/analytics.css';
import './dashboard.css';
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

/** Where the dashboard's compact parts are shown in full. */
const shortcuts = [
  { label: 'Money in by category', to: paths.inflows.path },
  { label: 'Money out by category', to: paths.outflows.path },
  { label: 'Runway and scenarios', to: paths.runway.path },
  { label: '13-Week Forecast', to: paths.forecast.path },
  { label: 'Financial Reports', to: paths.reports.path },
  { label: 'Board Pack', to: paths.boardPack.path },
];

/**
 * The dashboard (app.md section 2), laid out to be read at a glance: the cash and the monthly
 * figures, then the runway with the balance and its forecast on one line, then the latest
 * transactions, the cash by account, the FAQ and the features side by side; the breakdowns by
 * category and the trends are on their own pages, a link away.
 */
export function DashboardPage({ transactions, asOf, ai }: DashboardPageProps) {
  const format = useFormat();
  const analysis = useAnalysis(transactions, asOf);
  useFreezeForecast(transactions, asOf);
  const { canEdit } = useLedgerRole();
  const { reason } = useAsOf();
  // The runway rests on the cash net of what cards and loans owe; the first card is the total cash,
  // as on the Accounts page, and says the net position beside it when something is owed.
  const { cashCents, owedCents, netCents } = useAccountBalances(asOf).position;
  const owedNote = `Net ${format.moneyExact(netCents / 100)} after ${format.moneyExact(owedCents / 100)} owed on cards and loans`;
  const hasData = transactions.length > 0;
  const card = (flow: 'inflows' | 'outflows' | 'net') =>
    monthCardView(analysis.months, flow, reason, format.moneyExact);
  const monthCards = [
    {
      label: 'Monthly Inflow',
      figure: 'inflows' as const,
      view: card('inflows'),
      tone: () => 'inflow' as const,
    },
    {
      label: 'Monthly Outflow',
      figure: 'outflows' as const,
      view: card('outflows'),
      tone: () => 'outflow' as const,
    },
    {
      label: 'Net Cash Flow',
      figure: 'net' as const,
      view: card('net'),
      tone: (net: number) => (net < 0 ? ('outflow' as const) : ('inflow' as const)),
    },
  ];

  return (
    <div className="page analytics-page dashboard">
      <section className="hero">
        <div>
          <h1>Dashboard</h1>
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
        <nav className="quick-links dashboard__shortcuts" aria-label="Dashboard shortcuts">
          {shortcuts.map(({ label, to }) => (
            <Link key={to} to={to}>
              {label}
            </Link>
          ))}
        </nav>
      </section>

      {hasData ? (
        <>
          <LowCashWarnings asOf={asOf} />
          <CurrencyNotice note={analysis.currency} />
          <div className="cards dashboard__cards">
            <MetricCard
              label="Total cash"
              value={format.moneyExact(owedCents === 0 ? analysis.latestBalance : cashCents / 100)}
              hint={
                missingRateHint(analysis.currency, 'balance') ??
                (owedCents === 0 ? undefined : owedNote)
              }
            />
            {monthCards.map(({ label, figure, tone, view }) => (
              <MetricCard
                key={label}
                label={label}
                value={format.moneyExact(view === null ? 0 : view.value)}
                hint={missingRateHint(analysis.currency, figure) ?? view?.hint}
                tone={tone(view?.value ?? 0)}
              />
            ))}
          </div>
          <RunwayPanel transactions={transactions} asOf={asOf} ai={ai} format={format} compact />
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

      <div className="dashboard__row">
        {hasData ? (
          <>
            <RecentTransactions
              title="Recent Transactions"
              transactions={analysis.dashboardRecent}
              format={format}
              emptyMessage="No transaction data"
              action={<Link to={paths.transactions.path}>View all</Link>}
            />
            <AccountBalancesPanel asOf={asOf} compact />
          </>
        ) : null}
        <section className="card faq" aria-label="Frequently asked questions">
          <h2 className="card__title">Frequently Asked Questions</h2>
          {dashboardFaq.map((item) => (
            <details key={item.question}>
              <summary>{item.question}</summary>
              <p>{item.answer}</p>
            </details>
          ))}
        </section>
        <section aria-label="Features" className="card dashboard__blurbs">
          <h2 className="card__title">What Cashline does</h2>
          {featureBlurbs.map((blurb) => (
            <article key={blurb.title}>
              <h3>{blurb.title}</h3>
              <p>{blurb.text}</p>
            </article>
          ))}
        </section>
      </div>
    </div>
  );
}

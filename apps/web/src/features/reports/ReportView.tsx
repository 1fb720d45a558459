import type { Report } from '@cashline/core';
import type { Formatters } from '../../lib/format/useFormat';
import { GroupName } from '../../components/analytics/CategoryGroupTable';
import { MetricCard } from '../../components/analytics/MetricCard';
import { RecentTransactions } from '../../components/analytics/RecentTransactions';
import { TableCard } from '../../components/analytics/TableCard';

type ReportViewProps = {
  report: Report;
  format: Formatters;
  /** The 10 most recent transactions; a printed report leaves them out. */
  withRecent?: boolean;
};

const NO_TRANSACTIONS = 'No transactions in this period.';

/** Totals, the category and group breakdowns, the 10 most recent transactions and the type's extra part. */
export function ReportView({ report, format, withRecent = true }: ReportViewProps) {
  const { summary, forecast } = report;
  const lastWeek = forecast?.weeklyForecasts.at(-1);
  return (
    <>
      <div className="cards">
        <MetricCard
          label="Total Inflows"
          value={format.money(summary.totalInflows)}
          tone="inflow"
        />
        <MetricCard
          label="Total Outflows"
          value={format.money(summary.totalOutflows)}
          tone="outflow"
        />
        <MetricCard
          label="Net Cash Flow"
          value={format.money(summary.netCashFlow)}
          tone={summary.netCashFlow < 0 ? 'outflow' : 'inflow'}
        />
        <MetricCard label="Transactions" value={String(summary.transactionCount)} />
      </div>
      <TableCard
        title="Category Breakdown"
        emptyMessage={NO_TRANSACTIONS}
        rows={report.categoryBreakdown}
        rowHeader={{ header: 'Category', key: (row) => row.category, cell: (row) => row.category }}
        columns={[
          {
            header: 'Inflows',
            cell: (row) => format.money(row.inflows),
            className: 'amount--inflow',
          },
          {
            header: 'Outflows',
            cell: (row) => format.money(row.outflows),
            className: 'amount--outflow',
          },
          { header: 'Net', cell: (row) => format.money(row.net) },
        ]}
      />
      <TableCard
        title="Breakdown by Group"
        emptyMessage={NO_TRANSACTIONS}
        rows={report.groupBreakdown}
        rowHeader={{
          header: 'Group',
          key: (row) => row.group,
          cell: (row) => <GroupName group={row.group} categories={row.categories} />,
        }}
        columns={[
          {
            header: 'Inflows',
            cell: (row) => format.money(row.inflows),
            className: 'amount--inflow',
          },
          {
            header: 'Outflows',
            cell: (row) => format.money(row.outflows),
            className: 'amount--outflow',
          },
          { header: 'Net', cell: (row) => format.money(row.net) },
        ]}
      />
      {report.reportType === 'detailed' ? (
        <p className="note">
          The exported report lists all {report.transactions.length} transactions of the period.
        </p>
      ) : null}
      {forecast ? (
        <section className="card" aria-label="Forecast">
          <h2 className="card__title">13-Week Forecast</h2>
          {lastWeek ? (
            <p>
              Week 13 balance: realistic {format.money(lastWeek.realistic)}, optimistic{' '}
              {format.money(lastWeek.optimistic)}, pessimistic {format.money(lastWeek.pessimistic)}.
            </p>
          ) : null}
          <ul className="bullets">
            {forecast.summary.keyInsights.map((text) => (
              <li key={text}>{text}</li>
            ))}
          </ul>
        </section>
      ) : null}
      {withRecent ? (
        <RecentTransactions
          title="Recent Transactions"
          transactions={report.recentTransactions}
          format={format}
          emptyMessage={NO_TRANSACTIONS}
        />
      ) : null}
    </>
  );
}

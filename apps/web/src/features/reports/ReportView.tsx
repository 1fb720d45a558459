import type { Report } from '@cashline/core';
import { EmptyState } from '../../components/analytics/EmptyState';
import type { Formatters } from '../../lib/format/useFormat';
import { MetricCard } from '../../components/analytics/MetricCard';
import { RecentTransactions } from '../../components/analytics/RecentTransactions';

type ReportViewProps = { report: Report; format: Formatters };

const NO_TRANSACTIONS = 'No transactions in this period.';

/** Totals, the category breakdown, the 10 most recent transactions and the type's extra part. */
export function ReportView({ report, format }: ReportViewProps) {
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
      <section className="card" aria-label="Category Breakdown">
        <h2 className="card__title">Category Breakdown</h2>
        {report.categoryBreakdown.length === 0 ? (
          <EmptyState message={NO_TRANSACTIONS} />
        ) : (
          <div className="table-wrap">
            <table className="data-table">
              <thead>
                <tr>
                  <th scope="col">Category</th>
                  <th scope="col" className="num">
                    Inflows
                  </th>
                  <th scope="col" className="num">
                    Outflows
                  </th>
                  <th scope="col" className="num">
                    Net
                  </th>
                </tr>
              </thead>
              <tbody>
                {report.categoryBreakdown.map((row) => (
                  <tr key={row.category}>
                    <th scope="row">{row.category}</th>
                    <td className="num amount--inflow">{format.money(row.inflows)}</td>
                    <td className="num amount--outflow">{format.money(row.outflows)}</td>
                    <td className="num">{format.money(row.net)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
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
      <RecentTransactions
        title="Recent Transactions"
        transactions={report.recentTransactions}
        format={format}
        emptyMessage={NO_TRANSACTIONS}
      />
    </>
  );
}

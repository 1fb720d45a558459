import type { IsoDate, RunwayScenarioName, Transaction } from '@cashline/core';
import type { AIPanelState } from '../../components/analytics/aiPanelState';
import { EmptyState } from '../../components/analytics/EmptyState';
import { MetricCard } from '../../components/analytics/MetricCard';
import { RunwayPanel } from '../../components/analytics/RunwayPanel';
import { useFormat } from '../../lib/format/useFormat';
import '../../components/analytics/analytics.css';
import { useAnalysis } from '../../lib/analytics/useAnalysis';

type RunwayPageProps = { transactions: readonly Transaction[]; today: IsoDate; ai: AIPanelState };

const scenarioTitles: Record<RunwayScenarioName, string> = {
  pessimistic: 'Pessimistic',
  current: 'Current',
  optimistic: 'Optimistic',
};

const warningText = {
  critical:
    'Your cash covers less than 3 months at this month’s burn. Raise cash or cut costs now.',
  low: 'Your cash covers less than 6 months at this month’s burn. Plan now to extend your runway.',
} as const;

/**
 * Cash Runway Analysis (app.md section 2, decisions.md): this month's burn, the runway in whole
 * months or infinity, its weeks, the warning and the three scenarios as labelled; then the widget.
 */
export function RunwayPage({ transactions, today, ai }: RunwayPageProps) {
  const format = useFormat();
  const { runwayPage: runway } = useAnalysis(transactions, today);
  const weeks = Number.isFinite(runway.runwayWeeks) ? `${runway.runwayWeeks} weeks` : '∞';

  return (
    <div className="page analytics-page">
      <header className="analytics-page__header">
        <h1>Cash Runway Analysis</h1>
      </header>
      {transactions.length === 0 ? (
        <section className="card">
          <EmptyState message="No runway data for this period." />
        </section>
      ) : (
        <>
          {runway.warning ? (
            <div
              className={`banner ${runway.warning.level === 'critical' ? 'banner--error' : 'banner--warning'}`}
              role="alert"
            >
              <strong>{runway.warning.title}</strong>
              <span>{warningText[runway.warning.level]}</span>
            </div>
          ) : null}
          <div className="cards">
            <MetricCard label="Current Balance" value={format.money(runway.balance)} />
            <MetricCard
              label="Monthly Burn Rate"
              value={format.money(runway.burnRate)}
              hint="This month’s burn"
              tone="outflow"
            />
            <MetricCard label="Runway in Months" value={format.months(runway.runwayMonths)} />
            <MetricCard label="Runway in Weeks" value={weeks} />
          </div>
          <section className="card" aria-label="Runway Scenarios">
            <h2 className="card__title">Runway Scenarios</h2>
            <div className="table-wrap">
              <table className="data-table">
                <thead>
                  <tr>
                    <th scope="col">Scenario</th>
                    <th scope="col">Assumption</th>
                    <th scope="col" className="num">
                      Monthly Burn
                    </th>
                    <th scope="col" className="num">
                      Runway
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {runway.scenarios.map((scenario) => (
                    <tr key={scenario.name}>
                      <th scope="row">{scenarioTitles[scenario.name]}</th>
                      <td>{scenario.label}</td>
                      <td className="num">{format.money(scenario.burnRate)}</td>
                      <td className="num">{format.months(scenario.runwayMonths)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </section>
        </>
      )}
      <RunwayPanel transactions={transactions} today={today} ai={ai} format={format} />
    </div>
  );
}

import type { IsoDate, RunwayScenarioName, Transaction } from '@cashline/core';
import type { AIPanelState } from '../../components/analytics/aiPanelState';
import { AsOfBar } from '../../components/analytics/AsOfBar';
import { EmptyState } from '../../components/analytics/EmptyState';
import { MetricCard } from '../../components/analytics/MetricCard';
import { RunwayFigures } from '../../components/analytics/RunwayFigures';
import { RunwayPanel } from '../../components/analytics/RunwayPanel';
import { useFormat } from '../../lib/format/useFormat';
import '../../components/analytics/analytics.css';
import { useAnalysis } from '../../lib/analytics/useAnalysis';

type RunwayPageProps = { transactions: readonly Transaction[]; asOf: IsoDate; ai: AIPanelState };

const scenarioTitles: Record<RunwayScenarioName, string> = {
  pessimistic: 'Pessimistic',
  current: 'Current',
  optimistic: 'Optimistic',
};

const warningText = {
  critical: 'Your cash covers less than 3 months at your net burn. Raise cash or cut costs now.',
  low: 'Your cash covers less than 6 months at your net burn. Plan now to extend your runway.',
} as const;

/**
 * Cash Runway Analysis (app.md section 2, decisions.md): net and gross burn over the last complete
 * months, runway at net burn with the day cash reaches zero, the warning and the three scenarios on
 * net burn as labelled; then the dashboard's widget, which shows the same figures.
 */
export function RunwayPage({ transactions, asOf, ai }: RunwayPageProps) {
  const format = useFormat();
  const { runwayPage: runway } = useAnalysis(transactions, asOf);

  return (
    <div className="page analytics-page">
      <header className="analytics-page__header">
        <div>
          <h1>Cash Runway Analysis</h1>
          <AsOfBar />
        </div>
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
          <section className="card" aria-label="Runway and Burn">
            <h2 className="card__title">Runway and Burn</h2>
            <RunwayFigures runway={runway} format={format}>
              {runway.runwayWeeks === null ? null : (
                <MetricCard label="Runway in Weeks" value={`${runway.runwayWeeks} weeks`} />
              )}
            </RunwayFigures>
          </section>
          <section className="card" aria-label="Runway Scenarios">
            <h2 className="card__title">Runway Scenarios</h2>
            <div className="table-wrap">
              <table className="data-table">
                <thead>
                  <tr>
                    <th scope="col">Scenario</th>
                    <th scope="col">Assumption</th>
                    <th scope="col" className="num">
                      Net Burn
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
                      <td className={scenario.runwayMonths === null ? 'num num--text' : 'num'}>
                        {scenario.runwayMonths === null
                          ? 'Not limited by burn'
                          : format.months(scenario.runwayMonths)}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </section>
        </>
      )}
      <RunwayPanel transactions={transactions} asOf={asOf} ai={ai} format={format} />
    </div>
  );
}

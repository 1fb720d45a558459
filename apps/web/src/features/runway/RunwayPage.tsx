import type { IsoDate, Transaction } from '@cashline/core';
import type { AIPanelState } from '../../components/analytics/aiPanelState';
import { AsOfBar } from '../../components/analytics/AsOfBar';
import { CurrencyNotice } from '../../components/analytics/CurrencyNotice';
import { MetricCard } from '../../components/analytics/MetricCard';
import { RunwayPanel } from '../../components/analytics/RunwayPanel';
import { useFormat } from '../../lib/format/useFormat';
import '../../components/analytics/analytics.css';
import { useAnalysis } from '../../lib/analytics/useAnalysis';
import { ScenarioRunway } from '../scenarios/ScenarioRunway';
import { RunwayScenarios } from './RunwayScenarios';

type RunwayPageProps = { transactions: readonly Transaction[]; asOf: IsoDate; ai: AIPanelState };

const warningText = {
  critical: 'Your cash covers less than 3 months at your net burn. Raise cash or cut costs now.',
  low: 'Your cash covers less than 6 months at your net burn. Plan now to extend your runway.',
} as const;

/**
 * Cash Runway Analysis (app.md section 2, decisions.md): the warning, then the dashboard's runway
 * widget (net and gross burn over the last complete months, runway at net burn with the day cash
 * reaches zero, the forecast's projected runway and lowest balance) with the weeks of runway, once,
 * the three scenarios on net burn as labelled, and the runway under a saved what-if scenario.
 */
export function RunwayPage({ transactions, asOf, ai }: RunwayPageProps) {
  const format = useFormat();
  const { runwayPage: runway, currency } = useAnalysis(transactions, asOf);

  return (
    <div className="page analytics-page">
      <header className="analytics-page__header">
        <div>
          <h1>Cash Runway Analysis</h1>
          <AsOfBar />
        </div>
      </header>
      <CurrencyNotice note={currency} />
      {transactions.length > 0 && runway.warning ? (
        <div
          className={`banner ${runway.warning.level === 'critical' ? 'banner--error' : 'banner--warning'}`}
          role="alert"
        >
          <strong>{runway.warning.title}</strong>
          <span>{warningText[runway.warning.level]}</span>
        </div>
      ) : null}
      <RunwayPanel
        transactions={transactions}
        asOf={asOf}
        ai={ai}
        format={format}
        cashOutFrom="net-burn"
        extraCards={
          runway.runwayWeeks === null ? null : (
            <MetricCard label="Runway in Weeks" value={`${runway.runwayWeeks} weeks`} />
          )
        }
      />
      {transactions.length > 0 ? (
        <>
          <RunwayScenarios scenarios={runway.scenarios} format={format} />
          <ScenarioRunway transactions={transactions} asOf={asOf} format={format} />
        </>
      ) : null}
    </div>
  );
}

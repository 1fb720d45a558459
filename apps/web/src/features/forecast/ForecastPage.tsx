import { LowCashWarnings } from '../../components/analytics/LowCashWarnings';
import { useMemo, useState } from 'react';
import { FORECAST_SCENARIOS, forecastPageModel } from '@cashline/core';
import type { ForecastScenario, IsoDate, Transaction } from '@cashline/core';
import { AIControls } from '../../components/analytics/AIControls';
import { AsOfBar } from '../../components/analytics/AsOfBar';
import { aiActive, aiPrediction } from '../../components/analytics/aiPanelState';
import type { AIPanelState } from '../../components/analytics/aiPanelState';
import { EmptyState } from '../../components/analytics/EmptyState';
import { SelectField } from '../../components/analytics/SelectField';
import { useFormat } from '../../lib/format/useFormat';
import '../../components/analytics/analytics.css';
import { useAnalysis } from '../../lib/analytics/useAnalysis';
import { ForecastView } from './ForecastView';
import { scenarioLabels } from './scenarioLabels';

type ForecastPageProps = { transactions: readonly Transaction[]; asOf: IsoDate; ai: AIPanelState };

const scenarioOptions = FORECAST_SCENARIOS.map((value) => ({
  value,
  label: scenarioLabels[value],
}));

/**
 * 13-Week Cash Forecast (app.md section 2, decisions.md): the AI forecast when AI is on and
 * succeeded, otherwise core's fallback forecast from the history.
 */
export function ForecastPage({ transactions, asOf, ai }: ForecastPageProps) {
  const format = useFormat();
  const [scenario, setScenario] = useState<ForecastScenario>('realistic');
  const analysis = useAnalysis(transactions, asOf);
  const aiForecast = aiPrediction(ai);
  const forecast = aiForecast ?? analysis.fallbackForecast;
  const model = useMemo(
    () =>
      forecastPageModel(forecast, {
        asOf,
        balance: analysis.forecastBalance,
        monthNet: (analysis.months.lastComplete ?? analysis.months.inProgress)?.net ?? 0,
      }),
    [forecast, analysis, asOf],
  );

  return (
    <div className="page analytics-page">
      <header className="analytics-page__header">
        <div>
          <h1>13-Week Cash Forecast</h1>
          <AsOfBar />
        </div>
        <div className="analytics-page__controls">
          <AIControls ai={ai} />
          <SelectField
            label="Scenario"
            value={scenario}
            options={scenarioOptions}
            onChange={setScenario}
          />
        </div>
      </header>
      <p className="panel__subtitle">
        {aiForecast ? 'AI forecast' : 'Forecast from your transaction history (last 90 days)'}
      </p>
      {aiActive(ai) && ai.error !== null ? (
        <div className="banner banner--error" role="alert">
          <span>
            <strong>AI Prediction Error:</strong> {ai.error}
          </span>
          <span>Falling back to historical data analysis</span>
        </div>
      ) : null}
      {transactions.length === 0 ? (
        <section className="card">
          <EmptyState message="No forecast data" />
        </section>
      ) : (
        <>
          <LowCashWarnings asOf={asOf} />
          <ForecastView model={model} scenario={scenario} format={format} />
        </>
      )}
    </div>
  );
}

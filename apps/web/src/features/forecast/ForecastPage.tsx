import { ForecastStoryNote } from '../../components/analytics/ForecastStoryNote';
import { LowCashWarnings } from '../../components/analytics/LowCashWarnings';
import { useMemo, useState } from 'react';
import { FORECAST_SCENARIOS, addDays, forecastPageModel } from '@cashline/core';
import type { ForecastScenario, IsoDate, Transaction } from '@cashline/core';
import { AIControls } from '../../components/analytics/AIControls';
import { AsOfBar } from '../../components/analytics/AsOfBar';
import { aiActive, aiPrediction } from '../../components/analytics/aiPanelState';
import type { AIPanelState } from '../../components/analytics/aiPanelState';
import { EmptyState } from '../../components/analytics/EmptyState';
import { SelectField } from '../../components/analytics/SelectField';
import { useLedgerRole } from '../../lib/auth/useLedgerRole';
import { useFormat } from '../../lib/format/useFormat';
import '../../components/analytics/analytics.css';
import { useEngineForecast } from '../../lib/forecast/useEngineForecast';
import { ForecastCurrencyNotice } from '../../components/analytics/ForecastCurrencyNotice';
import { useForecastStory } from '../../lib/forecast/useForecastStory';
import { useRecurringChoices } from '../../lib/forecast/useRecurringChoices';
import { usePlannedItems } from '../../lib/forecast/PlannedItemsContext';
import { AccuracyPanel } from './AccuracyPanel';
import { ComingUpPanel } from './ComingUpPanel';
import { ForecastView } from './ForecastView';
import { ScenariosSection } from '../scenarios/ScenariosSection';
import { useFreezeForecast } from '../scenarios/useFreezeForecast';
import { useLayerPrefill } from '../scenarios/useLayerPrefill';
import { useAgainstActual } from '../forecastActual/useAgainstActual';
import { PlannedItemsSection } from './PlannedItemsSection';
import { ReceivablesPanel } from '../invoices/ReceivablesPanel';
import { scenarioLabels } from './scenarioLabels';

type ForecastPageProps = { transactions: readonly Transaction[]; asOf: IsoDate; ai: AIPanelState };

const scenarioOptions = FORECAST_SCENARIOS.map((value) => ({
  value,
  label: scenarioLabels[value],
}));

export const ENGINE_SOURCE_TEXT =
  "Showing Cashline's forecast: your recurring payments on their coming dates, plus the rest of your usual flow.";
export const AI_SOURCE_TEXT = 'Showing the AI forecast.';

/**
 * 13-Week Cash Forecast (app.md section 2, decisions.md): the AI forecast when AI is on and
 * succeeded, otherwise core's forecast engine, with its likely range.
 */
export function ForecastPage({ transactions, asOf, ai }: ForecastPageProps) {
  const format = useFormat();
  const [scenario, setScenario] = useState<ForecastScenario>('realistic');
  const forecast = useEngineForecast(transactions, asOf);
  const { engine, result, upcoming, dismissed, planned, openItems } = forecast;
  useFreezeForecast(transactions, asOf);
  const { choices, choose, saved } = useRecurringChoices();
  const plannedItems = usePlannedItems();
  const included = useMemo(() => new Set(planned.map((item) => item.id)), [planned]);
  const { canEdit } = useLedgerRole();
  const story = useForecastStory(transactions, asOf);
  const againstActual = useAgainstActual(transactions, asOf).result;
  const layerPrefill = useLayerPrefill(transactions, addDays(engine.asOf, 1));
  const aiForecast = aiPrediction(ai);
  const model = useMemo(
    () =>
      forecastPageModel(aiForecast ?? result, {
        asOf,
        balance: engine.openingBalance,
        engine: aiForecast ? null : engine,
      }),
    [aiForecast, result, engine, asOf],
  );
  const openItemWeeks = useMemo(
    () => new Map(engine.weeks.map((week) => [week.start, week] as const)),
    [engine],
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
      <p className="panel__subtitle">{aiForecast ? AI_SOURCE_TEXT : ENGINE_SOURCE_TEXT}</p>
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
          {aiForecast ? null : (
            <>
              <ForecastStoryNote story={story} weeks={engine.weeks.length} format={format} />
              <ForecastCurrencyNotice note={forecast.currency} />
            </>
          )}
          <ForecastView
            model={model}
            scenario={scenario}
            format={format}
            {...(aiForecast ? {} : { openItemWeeks })}
          />
          <ReceivablesPanel invoices={openItems.invoices} asOf={engine.asOf} format={format} />
          <ScenariosSection
            engine={forecast}
            format={format}
            canEdit={canEdit}
            prefill={layerPrefill.prefill}
            onPrefillDone={layerPrefill.done}
          />
          <ComingUpPanel
            upcoming={upcoming}
            dismissed={dismissed}
            format={format}
            {...(canEdit ? { onChoose: choose, onAddToScenario: layerPrefill.offerSeries } : {})}
            saved={saved && plannedItems.saved}
          >
            <PlannedItemsSection
              items={plannedItems.items}
              included={included}
              format={format}
              {...(canEdit ? { onAdd: plannedItems.add, onRemove: plannedItems.remove } : {})}
            />
          </ComingUpPanel>
          <AccuracyPanel
            transactions={transactions}
            asOf={asOf}
            choices={choices}
            againstActual={againstActual}
            format={format}
          />
        </>
      )}
    </div>
  );
}

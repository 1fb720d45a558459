import {
  balanceTimeline,
  daysBetween,
  forecastPageModel,
  longDateLabel,
  shortDateLabel,
} from '@cashline/core';
import type { IsoDate, Transaction } from '@cashline/core';
import { useMemo } from 'react';
import type { ReactNode } from 'react';
import { useAnalysis } from '../../lib/analytics/useAnalysis';
import { useEngineForecast } from '../../lib/forecast/useEngineForecast';
import { useForecastStory } from '../../lib/forecast/useForecastStory';
import { ForecastCurrencyNotice } from './ForecastCurrencyNotice';
import { BalanceTimelineChart } from '../charts/lazyCharts';
import { AIControls } from './AIControls';
import { aiActive, aiPrediction } from './aiPanelState';
import type { AIPanelState } from './aiPanelState';
import { EmptyState } from './EmptyState';
import { ForecastStoryNote } from './ForecastStoryNote';
import type { Formatters } from '../../lib/format/useFormat';
import { LowestBalanceCard } from './LowestBalanceCard';
import { MetricCard } from './MetricCard';
import { RunwayFigures } from './RunwayFigures';

type RunwayPanelProps = {
  transactions: readonly Transaction[];
  asOf: IsoDate;
  ai: AIPanelState;
  format: Formatters;
  /** Further cards of the page beside the panel's own (the runway page's weeks of runway). */
  extraCards?: ReactNode;
  /**
   * Where the day cash reaches zero comes from: the forecast beside it (the dashboard), or net burn
   * (the runway page, whose months, weeks and scenarios all rest on net burn).
   */
  cashOutFrom?: 'forecast' | 'net-burn';
  /**
   * Laid out to be read at a glance (the dashboard): no balance card (the page's first card is
   * the cash), the figures in one row, the notes and recommendations beside the chart.
   */
  compact?: boolean;
};

/**
 * The dashboard runway widget (ai.md section 2 with decisions.md): the runway page's definitions
 * (net and gross burn over the last complete months), its health, the projected runway of the
 * forecast (the AI's when it succeeded, else the engine's), the forecast's lowest balance, the
 * recommendations and the AI error note. With the engine's forecast the day cash reaches zero is
 * read from it too, and a note says which payments make it differ from the burn.
 */
export function RunwayPanel({
  transactions,
  asOf,
  ai,
  format,
  extraCards,
  cashOutFrom = 'forecast',
  compact = false,
}: RunwayPanelProps) {
  const analysis = useAnalysis(transactions, asOf);
  const widget = analysis.runwayWidget;
  const { engine, result, currency } = useEngineForecast(transactions, asOf);
  const story = useForecastStory(transactions, asOf);
  const aiForecast = aiPrediction(ai);
  const forecast = aiForecast ?? result;
  const projected = forecast.runwayAnalysis.projectedRunway;
  const lowModel = useMemo(
    () =>
      forecastPageModel(forecast, {
        asOf,
        balance: engine.openingBalance,
        engine: aiForecast ? null : engine,
      }),
    [forecast, asOf, engine, aiForecast],
  );
  const aiRecommendations = aiPrediction(ai)?.runwayAnalysis.recommendations ?? [];
  const failed = aiActive(ai) && ai.error !== null;
  const timeline = useMemo(
    () =>
      balanceTimeline({
        transactions,
        asOf,
        weeks: engine.weeks,
        openingBalance: engine.openingBalance,
      }),
    [transactions, asOf, engine],
  );
  // The day the Runway card names: the forecast's (dashboard) or net burn's (runway page).
  const forecastDay = aiForecast || cashOutFrom === 'net-burn' ? null : story.cashOutDate;
  const zeroDate = forecastDay ?? widget.zeroCashDate;
  const lastDay = timeline[timeline.length - 1]?.day ?? 0;
  const zeroDay = zeroDate === null ? null : daysBetween(asOf, zeroDate);

  return (
    <section className={compact ? 'panel runway-panel--compact' : 'panel'} aria-label="Cash Runway">
      <header className="panel__header">
        <h2 className="panel__title">Cash Runway</h2>
        {/* The dashboard has the AI switch at its top already. */}
        {compact ? null : (
          <div className="panel__controls">
            <AIControls ai={ai} />
          </div>
        )}
      </header>
      {failed ? (
        <div className="banner banner--error" role="alert">
          <span>
            <strong>AI Analysis Error:</strong> {ai.error}
          </span>
          <span>Showing calculated runway only</span>
        </div>
      ) : null}
      {transactions.length === 0 ? (
        <EmptyState message="No runway data for this period." />
      ) : (
        <>
          <p className={`health health--${widget.health}`}>
            <span className="dot" aria-hidden="true" />
            {widget.healthLabel}
          </p>
          <RunwayFigures
            runway={widget}
            format={format}
            withBalance={!compact}
            currency={analysis.currency}
            // The forecast's day when it runs out; else the day at net burn, as on the runway page.
            {...(forecastDay === null ? {} : { cashOutDate: forecastDay })}
          >
            <MetricCard
              label="Projected Runway"
              value={format.months(projected)}
              hint="At the end of the 13-week forecast"
            />
            <LowestBalanceCard model={lowModel} format={format} />
            {extraCards}
          </RunwayFigures>
          <div className={compact ? 'runway-panel__split' : 'runway-panel__stack'}>
            <div className="runway-panel__chart">
              <h3 className="card__title">Balance and forecast</h3>
              <BalanceTimelineChart
                label="Balance at each month end, then the 13-week forecast, with the day cash runs out"
                points={timeline}
                zeroDay={zeroDay !== null && zeroDay <= lastDay ? zeroDay : null}
                zeroLabel={zeroDate === null ? '' : `Cash runs out ${longDateLabel(zeroDate)}`}
                formatTick={format.tick}
                formatValue={format.moneyExact}
                formatDate={(point) => shortDateLabel(point.date)}
              />
              <p className="panel__basis">
                {zeroDate === null
                  ? 'Cash does not run out at this burn.'
                  : zeroDay !== null && zeroDay <= lastDay
                    ? `Cash runs out on ${longDateLabel(zeroDate)}, marked on the chart.`
                    : `Cash runs out on ${longDateLabel(zeroDate)}, after the forecast this chart shows.`}
              </p>
            </div>
            <div className="runway-panel__notes">
              {aiForecast ? null : (
                <>
                  <ForecastStoryNote story={story} weeks={engine.weeks.length} format={format} />
                  <ForecastCurrencyNotice note={currency} />
                </>
              )}
              <section aria-label="Recommendations">
                <h3 className="card__title">Recommendations</h3>
                <ul className="bullets">
                  {widget.recommendations.map((text) => (
                    <li key={text}>{text}</li>
                  ))}
                </ul>
              </section>
              {aiRecommendations.length > 0 ? (
                <section className="ai-box" aria-label="AI Recommendations">
                  <h3 className="ai-box__title">AI Recommendations</h3>
                  <ul className="bullets">
                    {aiRecommendations.map((text) => (
                      <li key={text}>{text}</li>
                    ))}
                  </ul>
                </section>
              ) : null}
            </div>
          </div>
        </>
      )}
    </section>
  );
}

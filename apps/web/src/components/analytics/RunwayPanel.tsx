import type { IsoDate, Transaction } from '@cashline/core';
import { useAnalysis } from '../../lib/analytics/useAnalysis';
import { SeriesBarChart } from '../charts/lazyCharts';
import { seriesColors } from '../charts/palette';
import { AIControls } from './AIControls';
import { aiActive, aiPrediction } from './aiPanelState';
import type { AIPanelState } from './aiPanelState';
import { EmptyState } from './EmptyState';
import type { Formatters } from '../../lib/format/useFormat';
import { MetricCard } from './MetricCard';

type RunwayPanelProps = {
  transactions: readonly Transaction[];
  today: IsoDate;
  ai: AIPanelState;
  format: Formatters;
};

const healthTone = { green: 'inflow', yellow: 'warning', red: 'outflow' } as const;

/**
 * The dashboard runway widget (app.md and ai.md section 2): the 6-month look-back definition, its
 * health colour and label, the projected runway of the forecast (the AI's when it succeeded), the
 * recommendations, the AI's own recommendations and the AI error note.
 */
export function RunwayPanel({ transactions, today, ai, format }: RunwayPanelProps) {
  const analysis = useAnalysis(transactions, today);
  const widget = analysis.runwayWidget;
  const forecast = aiPrediction(ai) ?? analysis.fallbackForecast;
  const projected = forecast.runwayAnalysis.projectedRunway;
  const aiRecommendations = aiPrediction(ai)?.runwayAnalysis.recommendations ?? [];
  const failed = aiActive(ai) && ai.error !== null;
  const chartMonths = (months: number) =>
    Number.isFinite(months) ? Math.min(months, widget.chartMaxMonths) : widget.chartMaxMonths;

  return (
    <section className="panel" aria-label="Cash Runway">
      <header className="panel__header">
        <h2 className="panel__title">Cash Runway</h2>
        <div className="panel__controls">
          <AIControls ai={ai} />
        </div>
      </header>
      <p className="panel__subtitle">Based on last 6 months</p>
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
          <div className="cards">
            <MetricCard label="Current Balance" value={format.money(widget.balance)} />
            <MetricCard
              label="Runway"
              value={format.months(widget.runwayMonths)}
              tone={healthTone[widget.health]}
            />
            <MetricCard label="Projected Runway" value={format.months(projected)} />
            <MetricCard
              label="Burn Rate"
              value={format.money(widget.burnRate)}
              hint="Average monthly burn, last 6 months"
              tone="outflow"
            />
          </div>
          <SeriesBarChart
            label="Runway in months, current and projected"
            data={[
              { label: 'Current', months: chartMonths(widget.runwayMonths) },
              { label: 'Projected', months: chartMonths(projected) },
            ]}
            xKey="label"
            series={[{ dataKey: 'months', name: 'Runway (months)', color: seriesColors.balance }]}
            formatTick={(months) => String(months)}
            formatValue={format.months}
            yMax={widget.chartMaxMonths}
          />
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
        </>
      )}
    </section>
  );
}

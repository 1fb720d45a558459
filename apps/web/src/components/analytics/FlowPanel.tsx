import type { Period } from '@cashline/core';
import type { ReactNode } from 'react';
import { DoughnutChart, SeriesBarChart } from '../charts/lazyCharts';
import { paletteColor } from '../charts/palette';
import { AIControls } from './AIControls';
import { AIInsightsBox } from './AIInsightsBox';
import type { AIPanelState } from './aiPanelState';
import { CategoryList } from './CategoryList';
import type { CategoryListItem } from './CategoryList';
import { EmptyState } from './EmptyState';
import type { Formatters } from '../../lib/format/useFormat';
import { MetricCard } from './MetricCard';
import { PeriodSelector } from './PeriodSelector';

/** What a flow panel shows, all computed by core for the chosen period (trend: last 6 months). */
export type FlowPanelView = {
  total: number;
  topCategories: readonly CategoryListItem[];
  distribution: readonly CategoryListItem[];
  /** `period` is the month with its year, for the tooltip. */
  trend: ReadonlyArray<{ month: string; period: string; amount: number }>;
};

/** The words and colours that make a flow panel the inflows or the outflows panel. */
export type FlowPanelText = {
  title: string;
  subtitle: string;
  icon: ReactNode;
  totalLabel: string;
  categoriesTitle: string;
  trendTitle: string;
  distributionTitle: string;
  noTrend: string;
  noCategories: string;
  palette: readonly string[];
  barColor: string;
  tone: 'inflow' | 'outflow';
};

type FlowPanelProps = {
  text: FlowPanelText;
  view: FlowPanelView;
  period: Period;
  /** Absent when the page around the panel owns the period selector. */
  onPeriodChange?: (period: Period) => void;
  ai: AIPanelState;
  /** Whether the AI insights may show (the outflows panel hides them when the prediction failed). */
  showInsights: boolean;
  format: Formatters;
  /** Extra content under the header: the outflows panel's error banner. */
  banner?: ReactNode;
  /** Extra content under the category card: the outflows panel's largest-category note. */
  note?: ReactNode;
};

/** The inflows or outflows panel of app.md section 2; renders a ready view only. */
export function FlowPanel({
  text,
  view,
  period,
  onPeriodChange,
  ai,
  showInsights,
  format,
  banner,
  note,
}: FlowPanelProps) {
  const insights = ai.prediction?.categoryInsights ?? [];
  const hasTrend = view.trend.some((entry) => entry.amount !== 0);
  const slices = view.distribution.map((item, index) => ({
    name: item.category,
    value: item.amount,
    color: paletteColor(text.palette, index),
  }));

  return (
    <section className="panel" aria-label={text.title}>
      <header className="panel__header">
        <h2 className="panel__title">
          <span className={`panel__icon panel__icon--${text.tone}`} aria-hidden="true">
            {text.icon}
          </span>
          {text.title}
        </h2>
        <div className="panel__controls">
          <AIControls ai={ai} />
          {onPeriodChange ? (
            <PeriodSelector
              value={period}
              onChange={onPeriodChange}
              label={`${text.title} period`}
            />
          ) : null}
        </div>
      </header>
      <p className="panel__subtitle">{text.subtitle}</p>
      {banner}
      <div className="panel__grid">
        <MetricCard
          label={text.totalLabel}
          value={format.moneyExact(view.total)}
          tone={text.tone}
        />
        <div>
          <CategoryList
            title={text.categoriesTitle}
            items={view.topCategories}
            palette={text.palette}
            format={format}
            emptyMessage={text.noCategories}
          />
          {note}
        </div>
      </div>
      {ai.isConfigured && ai.useAI && showInsights && insights.length > 0 ? (
        <AIInsightsBox insights={insights} format={format} />
      ) : null}
      <div className="panel__charts">
        <div className="chart-block">
          <h3 className="chart-block__title">{text.trendTitle}</h3>
          {hasTrend ? (
            <SeriesBarChart
              label={text.trendTitle}
              data={view.trend}
              xKey="month"
              xLabel="Month"
              yLabel="Amount"
              tooltipLabelKey="period"
              series={[{ dataKey: 'amount', name: text.totalLabel, color: text.barColor }]}
              formatTick={format.tick}
              formatValue={format.moneyExact}
            />
          ) : (
            <EmptyState message={text.noTrend} />
          )}
        </div>
        <div className="chart-block">
          <h3 className="chart-block__title">{text.distributionTitle}</h3>
          {slices.length > 0 ? (
            <DoughnutChart
              label={text.distributionTitle}
              slices={slices}
              formatValue={format.moneyExact}
            />
          ) : (
            <EmptyState message={text.noCategories} />
          )}
        </div>
      </div>
    </section>
  );
}

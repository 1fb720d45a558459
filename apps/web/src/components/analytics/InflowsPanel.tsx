import { useState } from 'react';
import type { IsoDate, Period, Transaction } from '@cashline/core';
import { useAnalysis } from '../../lib/analytics/useAnalysis';
import { inflowPalette, seriesColors } from '../charts/palette';
import type { AIPanelState } from './aiPanelState';
import { FlowPanel } from './FlowPanel';
import type { FlowPanelText } from './FlowPanel';
import type { Formatters } from '../../lib/format/useFormat';
import { TrendUpIcon } from './icons';

const inflowText: FlowPanelText = {
  title: 'Cash Inflows',
  subtitle: 'Revenue and income tracking',
  icon: <TrendUpIcon />,
  totalLabel: 'Total Inflows',
  categoriesTitle: 'Income Sources',
  trendTitle: '6-Month Trend',
  distributionTitle: 'Income Distribution',
  noTrend: 'No trend data for this period.',
  noCategories: 'No income data for this period.',
  palette: inflowPalette,
  barColor: seriesColors.inflow,
  tone: 'inflow',
};

type InflowsPanelProps = {
  transactions: readonly Transaction[];
  today: IsoDate;
  ai: AIPanelState;
  format: Formatters;
  /** Set by a page that owns the period selector; otherwise the panel has its own. */
  period?: Period;
};

/** The inflows panel (app.md and ai.md section 2): it never shows the AI error. */
export function InflowsPanel({
  transactions,
  today,
  ai,
  format,
  period: pagePeriod,
}: InflowsPanelProps) {
  const [ownPeriod, setOwnPeriod] = useState<Period>('all');
  const period = pagePeriod ?? ownPeriod;
  const analysis = useAnalysis(transactions, today, period);
  const { inflows } = analysis;
  return (
    <FlowPanel
      text={inflowText}
      view={{
        total: inflows.total,
        topCategories: inflows.topCategories,
        distribution: inflows.distribution,
        trend: analysis.trend.map((entry) => ({ month: entry.month, amount: entry.inflows })),
      }}
      period={period}
      onPeriodChange={pagePeriod === undefined ? setOwnPeriod : undefined}
      ai={ai}
      showInsights
      format={format}
    />
  );
}

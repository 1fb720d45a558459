import { inflowPalette, seriesColors } from '../charts/palette';
import { FlowPanel } from './FlowPanel';
import type { FlowPanelText } from './FlowPanel';
import { TrendUpIcon } from './icons';
import { useFlowView } from './useFlowView';
import type { FlowPanelInputs } from './useFlowView';

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

/** The inflows panel (app.md and ai.md section 2): it never shows the AI error. */
export function InflowsPanel(inputs: FlowPanelInputs) {
  const { period, onPeriodChange, view } = useFlowView(inputs, 'inflow');
  return (
    <FlowPanel
      text={inflowText}
      view={view}
      period={period}
      onPeriodChange={onPeriodChange}
      ai={inputs.ai}
      showInsights
      format={inputs.format}
    />
  );
}

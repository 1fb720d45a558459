import { outflowPalette, seriesColors } from '../charts/palette';
import { aiActive } from './aiPanelState';
import { FlowPanel } from './FlowPanel';
import type { FlowPanelText } from './FlowPanel';
import { TrendDownIcon } from './icons';
import { useFlowView } from './useFlowView';
import type { FlowPanelInputs } from './useFlowView';

const outflowText: Omit<FlowPanelText, 'subtitle'> = {
  title: 'Cash Outflows',
  icon: <TrendDownIcon />,
  totalLabel: 'Total Outflows',
  categoriesTitle: 'Expense Categories',
  trendTitle: '6-Month Spending Trend',
  distributionTitle: 'Expense Distribution',
  noTrend: 'No spending data for this period.',
  noCategories: 'No expense data for this period.',
  palette: outflowPalette,
  barColor: seriesColors.outflow,
  tone: 'outflow',
};

/** The outflows panel (app.md and ai.md section 2), with its AI error banner. */
export function OutflowsPanel(inputs: FlowPanelInputs) {
  const { ai, format } = inputs;
  const { period, onPeriodChange, flow: outflows, view } = useFlowView(inputs, 'outflow');
  const largest = outflows.largestCategory;
  const failed = aiActive(ai) && ai.error !== null;
  return (
    <FlowPanel
      text={{
        ...outflowText,
        subtitle: aiActive(ai) ? 'AI-enhanced expense analysis' : 'Expenses and spending analysis',
      }}
      view={view}
      period={period}
      onPeriodChange={onPeriodChange}
      ai={ai}
      showInsights={!failed}
      format={format}
      banner={
        failed ? (
          <div className="banner banner--error" role="alert">
            <span>
              <strong>AI Analysis Error:</strong> {ai.error}
            </span>
            <span>Showing historical data only</span>
          </div>
        ) : null
      }
      note={
        largest ? (
          <p className="note">
            <strong>Largest Expense Category:</strong> {largest.category} accounts for{' '}
            {format.percent(largest.percentage)} of total spending (
            {format.moneyExact(largest.amount)}).
          </p>
        ) : null
      }
    />
  );
}

import { FlowAnalysisPage } from '../../components/analytics/FlowAnalysisPage';
import type { FlowAnalysisPageProps } from '../../components/analytics/FlowAnalysisPage';

/** Cash Inflows Analysis (app.md section 2). */
export function InflowsPage(props: Omit<FlowAnalysisPageProps, 'direction'>) {
  return <FlowAnalysisPage direction="inflow" {...props} />;
}

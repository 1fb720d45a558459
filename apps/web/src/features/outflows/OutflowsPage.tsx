import { FlowAnalysisPage } from '../../components/analytics/FlowAnalysisPage';
import type { FlowAnalysisPageProps } from '../../components/analytics/FlowAnalysisPage';

/** Cash Outflows Analysis (app.md section 2). */
export function OutflowsPage(props: Omit<FlowAnalysisPageProps, 'direction'>) {
  return <FlowAnalysisPage direction="outflow" {...props} />;
}

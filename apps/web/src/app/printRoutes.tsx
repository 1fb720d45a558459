import type { ReactElement } from 'react';
import { PageLoading } from '../components/analytics/PageLoading';
import { paths } from '../config/paths';
import type { PathKey } from '../config/paths';
import { useAnalyticsInputs } from '../lib/analytics/useAnalyticsInputs';
import { lazyNamed } from '../lib/lazyNamed';

const ReportPrintPage = lazyNamed(
  () => import('../features/reports/print/ReportPrintPage'),
  'ReportPrintPage',
);

const BoardPackPage = lazyNamed(
  () => import('../features/reports/boardPack/BoardPackPage'),
  'BoardPackPage',
);

const CustomReportPrintPage = lazyNamed(
  () => import('../features/reports/custom/CustomReportPrintPage'),
  'CustomReportPrintPage',
);

function CustomReportPrintRoute() {
  const { loading, transactions, asOf } = useAnalyticsInputs();
  return loading ? (
    <PageLoading title={paths.reportsCustomPrint.title} />
  ) : (
    <CustomReportPrintPage transactions={transactions} asOf={asOf} />
  );
}

function BoardPackRoute() {
  const { loading, transactions, asOf } = useAnalyticsInputs();
  return loading ? (
    <PageLoading title={paths.boardPack.title} />
  ) : (
    <BoardPackPage transactions={transactions} asOf={asOf} />
  );
}

function ReportPrintRoute() {
  const { loading, transactions, asOf } = useAnalyticsInputs();
  return loading ? (
    <PageLoading title={paths.reportsPrint.title} />
  ) : (
    <ReportPrintPage transactions={transactions} asOf={asOf} />
  );
}

/** Reports laid out for paper, drawn without the app's frame (no header, banners or footer). */
export const printRoutes: Partial<Record<PathKey, ReactElement>> = {
  reportsPrint: <ReportPrintRoute />,
  boardPack: <BoardPackRoute />,
  reportsCustomPrint: <CustomReportPrintRoute />,
};

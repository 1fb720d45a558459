import { useContext } from 'react';
import type { ReactElement } from 'react';
import { PageLoading } from '../components/analytics/PageLoading';
import { paths } from '../config/paths';
import type { PathKey } from '../config/paths';
import { useAnalyticsInputs } from '../lib/analytics/useAnalyticsInputs';
import { AuthContext } from '../lib/auth/AuthContext';
import { useLedgerRows } from '../lib/transactions/useLedger';
import { lazyNamed } from '../lib/lazyNamed';

const DashboardPage = lazyNamed(
  () => import('../features/dashboard/DashboardPage'),
  'DashboardPage',
);
const WelcomePage = lazyNamed(() => import('../features/welcome/WelcomePage'), 'WelcomePage');
const ForecastPage = lazyNamed(() => import('../features/forecast/ForecastPage'), 'ForecastPage');
const ForecastActualPage = lazyNamed(
  () => import('../features/forecastActual/ForecastActualPage'),
  'ForecastActualPage',
);
const InflowsPage = lazyNamed(() => import('../features/inflows/InflowsPage'), 'InflowsPage');
const OutflowsPage = lazyNamed(() => import('../features/outflows/OutflowsPage'), 'OutflowsPage');
const ReportsPage = lazyNamed(() => import('../features/reports/ReportsPage'), 'ReportsPage');
const CustomReportsPage = lazyNamed(
  () => import('../features/reports/custom/CustomReportsPage'),
  'CustomReportsPage',
);
const ExportReportsPage = lazyNamed(
  () => import('../features/reports/ExportReportsPage'),
  'ExportReportsPage',
);
const RunwayPage = lazyNamed(() => import('../features/runway/RunwayPage'), 'RunwayPage');

/**
 * Home: the dashboard; for a signed-out visitor with no ledger in this browser, the overview of
 * what Cashline does and the ways in instead. Signed in, an empty ledger shows the dashboard.
 */
function DashboardRoute() {
  const { loading, ...inputs } = useAnalyticsInputs();
  const { transactions } = useLedgerRows();
  const auth = useContext(AuthContext);
  if (loading) return <PageLoading title={paths.dashboard.title} />;
  if (auth?.status === 'signed-out' && transactions.length === 0) return <WelcomePage />;
  return <DashboardPage {...inputs} />;
}

function InflowsRoute() {
  const { loading, ...inputs } = useAnalyticsInputs();
  return loading ? <PageLoading title={paths.inflows.title} /> : <InflowsPage {...inputs} />;
}

function OutflowsRoute() {
  const { loading, ...inputs } = useAnalyticsInputs();
  return loading ? <PageLoading title={paths.outflows.title} /> : <OutflowsPage {...inputs} />;
}

function RunwayRoute() {
  const { loading, ...inputs } = useAnalyticsInputs();
  return loading ? <PageLoading title={paths.runway.title} /> : <RunwayPage {...inputs} />;
}

function ForecastRoute() {
  const { loading, ...inputs } = useAnalyticsInputs();
  return loading ? <PageLoading title={paths.forecast.title} /> : <ForecastPage {...inputs} />;
}

function ForecastActualRoute() {
  const { loading, transactions, asOf } = useAnalyticsInputs();
  return loading ? (
    <PageLoading title={paths.forecastActual.title} />
  ) : (
    <ForecastActualPage transactions={transactions} asOf={asOf} />
  );
}

function ReportsRoute() {
  const { loading, transactions, asOf } = useAnalyticsInputs();
  return loading ? (
    <PageLoading title={paths.reports.title} />
  ) : (
    <ReportsPage transactions={transactions} asOf={asOf} />
  );
}

function CustomReportsRoute() {
  const { loading, transactions, asOf } = useAnalyticsInputs();
  return loading ? (
    <PageLoading title={paths.reportsCustom.title} />
  ) : (
    <CustomReportsPage transactions={transactions} asOf={asOf} />
  );
}

function ExportReportsRoute() {
  const { loading, transactions, asOf } = useAnalyticsInputs();
  return loading ? (
    <PageLoading title={paths.reportsExport.title} />
  ) : (
    <ExportReportsPage transactions={transactions} asOf={asOf} />
  );
}

/** The dashboard, analysis and report pages, by route key. */
export const analyticsRoutes: Partial<Record<PathKey, ReactElement>> = {
  dashboard: <DashboardRoute />,
  inflows: <InflowsRoute />,
  outflows: <OutflowsRoute />,
  runway: <RunwayRoute />,
  forecast: <ForecastRoute />,
  forecastActual: <ForecastActualRoute />,
  reports: <ReportsRoute />,
  reportsCustom: <CustomReportsRoute />,
  reportsExport: <ExportReportsRoute />,
};

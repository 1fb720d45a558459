import type { ReactElement } from 'react';
import type { PathKey } from '../config/paths';
import { DashboardPage } from '../features/dashboard/DashboardPage';
import { ForecastPage } from '../features/forecast/ForecastPage';
import { InflowsPage } from '../features/inflows/InflowsPage';
import { OutflowsPage } from '../features/outflows/OutflowsPage';
import { ReportsPage } from '../features/reports/ReportsPage';
import { RunwayPage } from '../features/runway/RunwayPage';
import { useAnalyticsInputs } from '../lib/analytics/useAnalyticsInputs';

function DashboardRoute() {
  return <DashboardPage {...useAnalyticsInputs()} />;
}

function InflowsRoute() {
  return <InflowsPage {...useAnalyticsInputs()} />;
}

function OutflowsRoute() {
  return <OutflowsPage {...useAnalyticsInputs()} />;
}

function RunwayRoute() {
  return <RunwayPage {...useAnalyticsInputs()} />;
}

function ForecastRoute() {
  return <ForecastPage {...useAnalyticsInputs()} />;
}

function ReportsRoute() {
  const { transactions, today } = useAnalyticsInputs();
  return <ReportsPage transactions={transactions} today={today} />;
}

/** The dashboard, analysis and report pages, by route key. */
export const analyticsRoutes: Partial<Record<PathKey, ReactElement>> = {
  dashboard: <DashboardRoute />,
  inflows: <InflowsRoute />,
  outflows: <OutflowsRoute />,
  runway: <RunwayRoute />,
  forecast: <ForecastRoute />,
  reports: <ReportsRoute />,
};

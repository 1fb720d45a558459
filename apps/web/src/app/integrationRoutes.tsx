import type { ReactElement } from 'react';
import type { PathKey } from '../config/paths';
import { lazyPage } from './lazyPage';

const IntegrationsPage = lazyPage(
  () => import('../features/integration/IntegrationsPage'),
  'IntegrationsPage',
);
const QuickBooksPage = lazyPage(
  () => import('../features/integration/QuickBooksPage'),
  'QuickBooksPage',
);

/** The integrations list and the QuickBooks connection page, by route key. */
export const integrationRoutes: Partial<Record<PathKey, ReactElement>> = {
  integration: <IntegrationsPage />,
  quickbooks: <QuickBooksPage />,
};

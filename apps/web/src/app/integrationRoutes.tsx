import type { ReactElement } from 'react';
import type { PathKey } from '../config/paths';
import { lazyNamed } from '../lib/lazyNamed';

const IntegrationsPage = lazyNamed(
  () => import('../features/integration/IntegrationsPage'),
  'IntegrationsPage',
);
const QuickBooksPage = lazyNamed(
  () => import('../features/integration/QuickBooksPage'),
  'QuickBooksPage',
);

/** The integrations list and the QuickBooks connection page, by route key. */
export const integrationRoutes: Partial<Record<PathKey, ReactElement>> = {
  integration: <IntegrationsPage />,
  quickbooks: <QuickBooksPage />,
};

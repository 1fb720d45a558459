import type { ReactElement } from 'react';
import type { PathKey } from '../config/paths';
import { IntegrationsPage } from '../features/integration/IntegrationsPage';
import { QuickBooksPage } from '../features/integration/QuickBooksPage';

/** The integrations list and the QuickBooks connection page, by route key. */
export const integrationRoutes: Partial<Record<PathKey, ReactElement>> = {
  integration: <IntegrationsPage />,
  quickbooks: <QuickBooksPage />,
};

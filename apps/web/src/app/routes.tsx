import type { RouteObject } from 'react-router-dom';
import { Layout } from '../components/layout/Layout';
import { paths } from '../config/paths';
import type { PathKey } from '../config/paths';
import { PlaceholderPage } from '../features/placeholder/PlaceholderPage';
import { placeholderDescriptions } from '../features/placeholder/placeholderRoutes';
import { analyticsRoutes } from './analyticsRoutes';
import { infoRoutes } from './infoRoutes';
import { integrationRoutes } from './integrationRoutes';
import { NotFoundPage } from './NotFoundPage';
import { transactionRoutes } from './transactionRoutes';

function placeholderRoute(key: PathKey): RouteObject {
  const { path, title } = paths[key];
  const page =
    analyticsRoutes[key] ?? infoRoutes[key] ?? transactionRoutes[key] ?? integrationRoutes[key];
  if (page) return { path, element: page };
  const description = placeholderDescriptions[key] ?? `${title} is on its way.`;
  return { path, element: <PlaceholderPage title={title} description={description} /> };
}

const pageKeys = Object.keys(paths) as PathKey[];

export const routes: RouteObject[] = [
  {
    element: <Layout />,
    children: [...pageKeys.map(placeholderRoute), { path: '*', element: <NotFoundPage /> }],
  },
];

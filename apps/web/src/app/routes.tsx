import { Suspense } from 'react';
import type { RouteObject } from 'react-router-dom';
import { Layout } from '../components/layout/Layout';
import { paths } from '../config/paths';
import type { PathKey } from '../config/paths';
import { PlaceholderPage } from '../features/placeholder/PlaceholderPage';
import { placeholderDescriptions } from '../features/placeholder/placeholderRoutes';
import { analyticsRoutes } from './analyticsRoutes';
import { authRoutes } from './authRoutes';
import { infoRoutes } from './infoRoutes';
import { integrationRoutes } from './integrationRoutes';
import { NotFoundPage } from './NotFoundPage';
import { printRoutes } from './printRoutes';
import { RouteLoading } from './RouteLoading';
import { transactionRoutes } from './transactionRoutes';

function placeholderRoute(key: PathKey): RouteObject {
  const { path, title } = paths[key];
  const page =
    analyticsRoutes[key] ??
    infoRoutes[key] ??
    transactionRoutes[key] ??
    integrationRoutes[key] ??
    authRoutes[key];
  // Pages load in their own chunks on first visit (see lazyNamed), so the first load carries less.
  if (page)
    return { path, element: <Suspense fallback={<RouteLoading title={title} />}>{page}</Suspense> };
  const description = placeholderDescriptions[key] ?? `${title} is on its way.`;
  return { path, element: <PlaceholderPage title={title} description={description} /> };
}

const pageKeys = Object.keys(paths) as PathKey[];
const printKeys = pageKeys.filter((key) => printRoutes[key] !== undefined);

export const routes: RouteObject[] = [
  ...printKeys.map((key) => ({
    path: paths[key].path,
    element: (
      <Suspense fallback={<RouteLoading title={paths[key].title} />}>{printRoutes[key]}</Suspense>
    ),
  })),
  {
    element: <Layout />,
    children: [
      ...pageKeys.filter((key) => printRoutes[key] === undefined).map(placeholderRoute),
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

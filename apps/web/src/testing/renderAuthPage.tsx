import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { AuthContext } from '../lib/auth/AuthContext';
import type { Me } from '../lib/auth/authApi';
import { SettingsProvider } from '../lib/settings/SettingsProvider';
import { authValue } from './authState';

/**
 * Renders `page` at `url` (matched by `route`, e.g. '/invite/:id') with the given user signed in
 * (or no one); other paths render their own path as text, so a test sees where a page sent it.
 */
export function renderAuthPage(
  page: ReactElement,
  {
    me = null,
    url = '/',
    route = url.split('?')[0] ?? '/',
  }: { me?: Me | null; url?: string; route?: string } = {},
) {
  const auth = authValue(me);
  const router = createMemoryRouter(
    [
      { path: route, element: page },
      { path: '*', element: <p>Now at another page</p> },
    ],
    { initialEntries: [url] },
  );
  render(
    <SettingsProvider>
      <AuthContext.Provider value={auth}>
        <RouterProvider router={router} />
      </AuthContext.Provider>
    </SettingsProvider>,
  );
  return { router, auth };
}

import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { AsOfContext } from '../lib/analytics/AsOfContext';
import { AuthContext } from '../lib/auth/AuthContext';
import type { Me, Role } from '../lib/auth/authApi';
import { CategorisationProvider } from '../lib/categorisation/CategorisationProvider';
import { ScenariosProvider } from '../features/scenarios/ScenariosProvider';
import { PlannedItemsProvider } from '../lib/forecast/PlannedItemsProvider';
import { RecurringChoicesProvider } from '../lib/forecast/RecurringChoicesProvider';
import { SettingsProvider } from '../lib/settings/SettingsProvider';
import { TransactionProvider } from '../lib/transactions/TransactionProvider';
import { authValue } from './authState';
import { fixedAsOf } from './renderWithApp';

/** Vic, signed in with `role` in the active organisation (and owner of another one). */
export function memberWith(role: Role): Me {
  return {
    user: { id: 'u-vic', email: 'vic@example.com', name: 'Vic' },
    organizations: [
      { id: 'org-bakery', name: 'Harbor Lane Bakery', role },
      { id: 'org-own', name: "Vic's business", role: 'owner' },
    ],
    activeOrganizationId: 'org-bakery',
    mailConfigured: false,
  };
}

/**
 * Renders `page` at `url` (matched by `route`, e.g. '/transactions/edit/:id') for a member with
 * `role` (null: signed out). The stores sit above the
 * member's auth context, so they keep the ledger in this browser (IndexedDB: use fake-indexeddb)
 * whatever the role: a page that shows or hides a control can only be going by the role.
 */
export function renderAsMember(
  page: ReactElement,
  role: Role | null,
  url: string,
  route: string = url,
) {
  const router = createMemoryRouter(
    [
      { path: route, element: page },
      { path: '*', element: <p>Now at another page</p> },
    ],
    { initialEntries: [url] },
  );
  render(
    <SettingsProvider>
      <TransactionProvider>
        <CategorisationProvider>
          <RecurringChoicesProvider>
            <PlannedItemsProvider>
              <ScenariosProvider>
                <AsOfContext.Provider value={fixedAsOf()}>
                  <AuthContext.Provider value={authValue(role ? memberWith(role) : null)}>
                    <RouterProvider router={router} />
                  </AuthContext.Provider>
                </AsOfContext.Provider>
              </ScenariosProvider>
            </PlannedItemsProvider>
          </RecurringChoicesProvider>
        </CategorisationProvider>
      </TransactionProvider>
    </SettingsProvider>,
  );
  return router;
}

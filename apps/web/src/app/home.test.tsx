import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AsOfProvider } from '../lib/analytics/AsOfProvider';
import { AuthContext } from '../lib/auth/AuthContext';
import { CategorisationProvider } from '../lib/categorisation/CategorisationProvider';
import { PlannedItemsProvider } from '../lib/forecast/PlannedItemsProvider';
import { RecurringChoicesProvider } from '../lib/forecast/RecurringChoicesProvider';
import { SettingsProvider } from '../lib/settings/SettingsProvider';
import { TransactionProvider } from '../lib/transactions/TransactionProvider';
import { closeDatabase, writeStoredData } from '../lib/transactions/transactionDb';
import { authValue, olive } from '../testing/authState';
import { sampleLedger } from '../testing/analyticsLedger';
import { analyticsRoutes } from './analyticsRoutes';

beforeEach(() => {
  closeDatabase();
  globalThis.indexedDB = new IDBFactory();
});
afterEach(() => closeDatabase());

/** Home as a visitor signed out (null) or signed in sees it, over what this browser holds. */
function renderHome(signedIn: boolean) {
  const router = createMemoryRouter(
    [{ path: '/', element: <Suspense fallback={null}>{analyticsRoutes.dashboard}</Suspense> }],
    { initialEntries: ['/'] },
  );
  render(
    <SettingsProvider>
      <TransactionProvider>
        <CategorisationProvider>
          <AsOfProvider>
            <RecurringChoicesProvider>
              <PlannedItemsProvider>
                <AuthContext.Provider value={authValue(signedIn ? olive : null)}>
                  <RouterProvider router={router} />
                </AuthContext.Provider>
              </PlannedItemsProvider>
            </RecurringChoicesProvider>
          </AsOfProvider>
        </CategorisationProvider>
      </TransactionProvider>
    </SettingsProvider>,
  );
}

describe('home', () => {
  it('gives a signed-out first visitor the overview: what it does, a sample, where data lives, the ways in', async () => {
    renderHome(false);
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Cash flow, runway and a 13-week forecast for your business',
      }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Import a statement' })).toHaveAttribute(
      'href',
      '/transactions/import',
    );
    expect(screen.getByRole('link', { name: 'Sign up for a team ledger' })).toHaveAttribute(
      'href',
      '/signup',
    );
    expect(screen.getByRole('heading', { name: 'A sample forecast' })).toBeVisible();
    expect(screen.getByText(/Signed out, your transactions stay in this browser/)).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Run it on your own server' })).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Dashboard' })).not.toBeInTheDocument();
  });

  it('shows a returning signed-out visitor with a ledger in this browser the dashboard', async () => {
    await writeStoredData({ transactions: sampleLedger(), importBatches: [] });
    renderHome(false);
    expect(await screen.findByRole('region', { name: 'Recent Transactions' })).toBeVisible();
    expect(screen.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Import a statement' })).not.toBeInTheDocument();
  });

  it('shows a signed-in member the dashboard even before the ledger has a transaction', async () => {
    renderHome(true);
    expect(await screen.findByText('No transaction data')).toBeVisible();
    expect(screen.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Import a statement' })).not.toBeInTheDocument();
  });
});

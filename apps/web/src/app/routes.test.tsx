import 'fake-indexeddb/auto';
import { render, screen, waitFor } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { paths } from '../config/paths';
import { AsOfProvider } from '../lib/analytics/AsOfProvider';
import { AuthProvider } from '../lib/auth/AuthProvider';
import { SettingsProvider } from '../lib/settings/SettingsProvider';
import { CategorisationProvider } from '../lib/categorisation/CategorisationProvider';
import { TransactionProvider } from '../lib/transactions/TransactionProvider';
import { routes } from './routes';

function renderAt(url: string) {
  const router = createMemoryRouter(routes, { initialEntries: [url] });
  render(
    <SettingsProvider>
      <TransactionProvider>
        <CategorisationProvider>
          <AsOfProvider>
            <AuthProvider>
              <RouterProvider router={router} />
            </AuthProvider>
          </AsOfProvider>
        </CategorisationProvider>
      </TransactionProvider>
    </SettingsProvider>,
  );
}

/** An edit link to an id that does not exist shows the not-found heading of app.md section 2. */
const expectedTitle = (key: string, title: string) =>
  key === 'transactionEdit' ? 'Transaction Not Found' : title;

describe('route table', () => {
  it.each(Object.entries(paths).map(([key, p]) => [p.path, expectedTitle(key, p.title)] as const))(
    '%s renders its title',
    async (path, title) => {
      renderAt(path.replace(':id', 'abc'));
      // Pages swap their loading view for the loaded one, so look again until the title is there.
      await waitFor(() =>
        expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument(),
      );
    },
  );

  it('shows a not-found page for an unknown route', () => {
    renderAt('/no/such/page');
    expect(screen.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeInTheDocument();
  });

  it('gives placeholders a Coming Soon message and a way back', () => {
    renderAt(paths.blog.path);
    expect(screen.getByText('Coming Soon')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute('href', '/');
  });
});

import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AuthContext } from '../../lib/auth/AuthContext';
import type { Me } from '../../lib/auth/authApi';
import { SettingsProvider } from '../../lib/settings/SettingsProvider';
import { authValue, olive } from '../../testing/authState';
import { Header } from './Header';

function renderHeader({
  signedIn = false,
  path = '/',
  me,
  waiting = 0,
}: { signedIn?: boolean; path?: string; me?: Me; waiting?: number } = {}) {
  const auth = authValue(me ?? (signedIn ? olive : null));
  const onImport = vi.fn();
  const onExport = vi.fn();
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <>
            <Header onImport={onImport} onExport={onExport} exporting={false} waiting={waiting} />
            <p>page body</p>
          </>
        ),
      },
    ],
    { initialEntries: [path] },
  );
  render(
    <SettingsProvider>
      <AuthContext.Provider value={auth}>
        <RouterProvider router={router} />
      </AuthContext.Provider>
    </SettingsProvider>,
  );
  return { router, onImport, onExport, auth };
}

const analyticsButton = () => screen.getByRole('button', { name: 'Analytics' });
const accountButton = () => screen.getByRole('button', { name: 'Account' });

beforeEach(() => localStorage.clear());

describe('Header', () => {
  it('offers Import to anyone who may change the ledger, and not to a viewer', () => {
    renderHeader({ signedIn: true });
    expect(screen.getByRole('button', { name: 'Import' })).toBeInTheDocument();
    cleanup();
    // Olive is a viewer of Vic Ventures.
    renderHeader({ me: { ...olive, activeOrganizationId: 'org-vic' } });
    expect(screen.queryByRole('button', { name: 'Import' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export' })).toBeInTheDocument();
  });

  it('links every header page and highlights the active one', () => {
    renderHeader({ path: '/transactions' });
    const nav = screen.getByRole('navigation', { name: 'Main' });
    const links = Array.from(nav.querySelectorAll('a')).map((a) => a.getAttribute('href'));
    expect(links).toEqual([
      '/',
      '/transactions',
      '/accounts',
      '/invoices',
      '/analytics/inflows',
      '/analytics/outflows',
      '/analytics/runway',
      '/analytics/forecast',
      '/integration',
      '/reports',
      '/features',
      '/pricing',
      '/about',
      '/help',
    ]);
    expect(nav.querySelector('a[href="/transactions"]')).toHaveClass('active');
    expect(nav.querySelector('a[href="/"]')).not.toHaveClass('active');
  });

  it('opens the Analytics dropdown, closes it with Escape and gives focus back', async () => {
    const user = userEvent.setup();
    renderHeader();
    await user.click(analyticsButton());
    expect(analyticsButton()).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: '13-Week Forecast' })).toBeVisible();
    await user.keyboard('{Escape}');
    expect(analyticsButton()).toHaveAttribute('aria-expanded', 'false');
    expect(analyticsButton()).toHaveFocus();
  });

  it('keeps the Analytics and Account dropdowns mutually exclusive', async () => {
    const user = userEvent.setup();
    renderHeader({ signedIn: true });
    await user.click(analyticsButton());
    await user.click(accountButton());
    expect(accountButton()).toHaveAttribute('aria-expanded', 'true');
    expect(analyticsButton()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('link', { name: 'Billing' })).toBeVisible();
  });

  it('closes an open menu on a click outside and on navigation', async () => {
    const user = userEvent.setup();
    const { router } = renderHeader();
    await user.click(analyticsButton());
    await user.click(screen.getByText('page body'));
    expect(analyticsButton()).toHaveAttribute('aria-expanded', 'false');

    await user.click(analyticsButton());
    await act(() => router.navigate('/reports'));
    expect(analyticsButton()).toHaveAttribute('aria-expanded', 'false');
  });

  it('links Login and Sign Up to their pages when signed out', async () => {
    const user = userEvent.setup();
    const { router } = renderHeader();
    expect(screen.queryByRole('button', { name: 'Account' })).not.toBeInTheDocument();
    await user.click(screen.getAllByRole('link', { name: 'Sign Up' })[0]!);
    expect(router.state.location.pathname).toBe('/signup');
    await user.click(screen.getAllByRole('link', { name: 'Login' })[0]!);
    expect(router.state.location.pathname).toBe('/login');
  });

  it('shows the Account menu with Team, the organisations and Logout when signed in', async () => {
    const user = userEvent.setup();
    const { router, auth } = renderHeader({ signedIn: true, path: '/reports' });
    expect(screen.queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
    await user.click(accountButton());
    expect(screen.getByRole('link', { name: 'Team' })).toHaveAttribute('href', '/account/team');
    expect(screen.getByRole('button', { name: 'Olive Oil Co (Owner)' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await user.click(screen.getByRole('button', { name: 'Vic Ventures (Viewer)' }));
    expect(auth.switchOrganization).toHaveBeenCalledWith('org-vic');
    await user.click(accountButton());
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    expect(auth.signOut).toHaveBeenCalledOnce();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('asks before logging out while changes made here have not reached the server', async () => {
    const user = userEvent.setup();
    const { router, auth } = renderHeader({ signedIn: true, path: '/reports', waiting: 3 });
    await user.click(accountButton());
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Log out with changes not sent?' });
    expect(dialog).toHaveTextContent(
      "3 changes made in this browser have not reached the server yet. Logging out deletes this browser's copy of the ledger, and those changes with it.",
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(auth.signOut).not.toHaveBeenCalled();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();

    await user.click(accountButton());
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    await user.click(screen.getByRole('button', { name: 'Log out anyway' }));
    expect(auth.signOut).toHaveBeenCalledOnce();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('has a mobile menu with every destination that closes when a link is chosen', async () => {
    const user = userEvent.setup();
    const { router } = renderHeader({ signedIn: true });
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const mobile = screen.getByRole('navigation', { name: 'Mobile' });
    expect(Array.from(mobile.querySelectorAll('a, button')).map((el) => el.textContent)).toEqual([
      'Dashboard',
      'Cash Inflows',
      'Cash Outflows',
      'Cash Runway',
      'Forecast',
      'Transactions',
      'Accounts',
      'Invoices',
      'Integration',
      'Reports',
      'Features',
      'Pricing',
      'About',
      'Help',
      'Profile',
      'Team',
      'Logout',
    ]);
    await user.click(within(mobile).getByRole('link', { name: 'Reports' }));
    expect(router.state.location.pathname).toBe('/reports');
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    expect(screen.queryByRole('navigation', { name: 'Mobile' })).not.toBeInTheDocument();
  });

  it('hands Import and Export to the frame', async () => {
    const user = userEvent.setup();
    const { onImport, onExport } = renderHeader();
    await user.click(screen.getByRole('button', { name: 'Import' }));
    await user.click(screen.getByRole('button', { name: 'Export' }));
    expect(onImport).toHaveBeenCalledOnce();
    expect(onExport).toHaveBeenCalledOnce();
  });
});

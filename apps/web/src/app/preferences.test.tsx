import 'fake-indexeddb/auto';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { aiUnavailable } from '../components/analytics/aiPanelState';
import { InflowsPage } from '../features/inflows/InflowsPage';
import { AsOfProvider } from '../lib/analytics/AsOfProvider';
import { SettingsPage } from '../features/settings/SettingsPage';
import { CategorisationProvider } from '../lib/categorisation/CategorisationProvider';
import { TransactionProvider } from '../lib/transactions/TransactionProvider';
import { closeDatabase } from '../lib/transactions/transactionDb';
import { TODAY, sampleLedger } from '../testing/analyticsLedger';
import { renderPage } from '../testing/renderPage';

beforeEach(() => localStorage.clear());
afterEach(() => {
  vi.restoreAllMocks();
  closeDatabase();
});

function totalInflows() {
  return screen.getAllByRole('group', { name: 'Total Inflows' })[0] as HTMLElement;
}

function newestInflow() {
  const recent = within(screen.getByRole('region', { name: 'Recent Inflows' }));
  return recent.getAllByRole('listitem')[0] as HTMLElement;
}

describe('the currency and date format chosen in Settings', () => {
  it('change the figures and dates of an analytics page as soon as they are saved', async () => {
    vi.spyOn(window, 'alert').mockImplementation(() => {});
    const user = userEvent.setup();
    // The settings page's Clear All Data goes through the transaction store, as in the app.
    renderPage(
      <TransactionProvider>
        <CategorisationProvider>
          <SettingsPage />
          <AsOfProvider>
            <InflowsPage transactions={sampleLedger()} asOf={TODAY} ai={aiUnavailable} />
          </AsOfProvider>
        </CategorisationProvider>
      </TransactionProvider>,
    );
    expect(totalInflows()).toHaveTextContent('$15,000');
    expect(newestInflow()).toHaveTextContent('June sales06/10/2024 · Sales$5,000.00');

    await user.selectOptions(screen.getByLabelText('Display currency symbol'), 'EUR');
    await user.selectOptions(screen.getByLabelText('Date format'), 'DD/MM/YYYY');
    await user.click(screen.getByRole('button', { name: 'Save Settings' }));

    expect(totalInflows()).toHaveTextContent('€15,000');
    expect(within(totalInflows()).queryByText(/\$/)).not.toBeInTheDocument();
    expect(newestInflow()).toHaveTextContent('June sales10/06/2024 · Sales€5,000.00');
    expect(screen.getByRole('region', { name: 'Income Sources' })).toHaveTextContent('€13,000');
  });
});

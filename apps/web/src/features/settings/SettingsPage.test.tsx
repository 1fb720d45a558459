import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import type { Transaction } from '@cashline/core';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_AI_MODEL } from '../../lib/settings/settingsSchema';
import { TransactionProvider } from '../../lib/transactions/TransactionProvider';
import {
  closeDatabase,
  readStoredData,
  writeStoredData,
} from '../../lib/transactions/transactionDb';
import { useLedgerRows } from '../../lib/transactions/useLedger';
import { renderPage as renderInFrame } from '../../testing/renderPage';
import { SETTINGS_SAVED, SettingsPage } from './SettingsPage';

beforeEach(() => {
  closeDatabase();
  globalThis.indexedDB = new IDBFactory();
  localStorage.clear();
});
afterEach(() => {
  vi.restoreAllMocks();
  closeDatabase();
  delete document.documentElement.dataset.theme;
});

/** The settings page has the transaction store above it, as in the app. */
function renderPage(page: ReactElement) {
  return renderInFrame(<TransactionProvider>{page}</TransactionProvider>);
}

/** Another tab of the app: its own store, showing what it holds. */
function OtherTab() {
  const { transactions, status } = useLedgerRows();
  return (
    <p data-testid="other-tab">
      {status}:{transactions.map((t) => t.description).join('|')}
    </p>
  );
}

function stored() {
  return JSON.parse(localStorage.getItem('userSettings') ?? 'null') as unknown;
}

describe('settings page', () => {
  it('offers no control that has nothing behind it (notifications, two-factor, session timeout)', () => {
    renderPage(<SettingsPage />);
    for (const label of [
      'Email notifications',
      'Push notifications',
      'Low balance alerts',
      'Weekly reports',
      'Two-factor authentication',
      'Session timeout',
    ]) {
      expect(screen.queryByLabelText(label)).toBeNull();
    }
    expect(screen.getByLabelText('Display currency symbol')).toHaveAccessibleDescription(
      /until a reporting currency is chosen/,
    );
  });

  it('shows the defaults of app.md section 9', () => {
    renderPage(<SettingsPage />);
    expect(screen.getByLabelText('Display currency symbol')).toHaveValue('USD');
    expect(screen.getByLabelText('Date format')).toHaveValue('MM/DD/YYYY');
    expect(screen.getByLabelText('Theme')).toHaveValue('light');
    expect(screen.getByLabelText('AI model')).toHaveValue(DEFAULT_AI_MODEL);
  });

  it('writes every option to localStorage userSettings, alerts, and loads them again', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    const first = renderPage(<SettingsPage />);
    await userEvent.type(screen.getByLabelText('OpenRouter API key'), 'sk-or-test');
    await userEvent.clear(screen.getByLabelText('AI model'));
    await userEvent.type(screen.getByLabelText('AI model'), 'openai/gpt-5-mini');
    await userEvent.selectOptions(screen.getByLabelText('Display currency symbol'), 'EUR');
    await userEvent.selectOptions(screen.getByLabelText('Date format'), 'YYYY-MM-DD');
    await userEvent.selectOptions(screen.getByLabelText('Theme'), 'dark');
    await userEvent.type(screen.getByLabelText('Company name'), 'Harbour Bakery Ltd');
    await userEvent.click(screen.getByRole('button', { name: 'Save Settings' }));

    expect(alert).toHaveBeenCalledWith(SETTINGS_SAVED);
    expect(SETTINGS_SAVED).toBe('Settings saved successfully!');
    expect(stored()).toEqual({
      notifications: { email: true, push: false, lowBalance: true, weeklyReports: true },
      security: { twoFactor: false, sessionTimeout: '30' },
      preferences: {
        currency: 'EUR',
        dateFormat: 'YYYY-MM-DD',
        theme: 'dark',
        companyName: 'Harbour Bakery Ltd',
      },
      api: { openRouterKey: 'sk-or-test', model: 'openai/gpt-5-mini' },
      import: { bankCategories: {} },
    });
    expect(document.documentElement.dataset.theme).toBe('dark');

    first.unmount();
    renderPage(<SettingsPage />);
    expect(screen.getByLabelText('Display currency symbol')).toHaveValue('EUR');
    expect(screen.getByLabelText('Theme')).toHaveValue('dark');
    expect(screen.getByLabelText('Company name')).toHaveValue('Harbour Bakery Ltd');
  });

  it("keeps the user's bank categories, and refuses a line it cannot read", async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    const first = renderPage(<SettingsPage />);
    const field = screen.getByLabelText("Your bank's categories");
    await userEvent.type(field, 'Bills & Utilities = Software{Enter}Groceries');
    await userEvent.click(screen.getByRole('button', { name: 'Save Settings' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Line 2 should read "Bank category = Cashline category" (or "= none").',
    );
    expect(localStorage.getItem('userSettings')).toBeNull();

    await userEvent.type(field, ' = none');
    await userEvent.click(screen.getByRole('button', { name: 'Save Settings' }));
    expect(alert).toHaveBeenCalledWith(SETTINGS_SAVED);
    expect(stored()).toMatchObject({
      import: { bankCategories: { 'bills & utilities': 'Software', groceries: null } },
    });
    first.unmount();
    renderPage(<SettingsPage />);
    expect(screen.getByLabelText("Your bank's categories")).toHaveValue(
      'bills & utilities = Software\ngroceries = none',
    );
  });

  it('does not store anything until Save Settings is pressed', async () => {
    renderPage(<SettingsPage />);
    await userEvent.selectOptions(screen.getByLabelText('Display currency symbol'), 'GBP');
    expect(localStorage.getItem('userSettings')).toBeNull();
  });

  it('says so when the browser refuses the write, and keeps the old settings', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    renderPage(<SettingsPage />);
    await userEvent.selectOptions(screen.getByLabelText('Theme'), 'dark');
    await userEvent.click(screen.getByRole('button', { name: 'Save Settings' }));
    expect(alert).toHaveBeenCalledWith(
      'Settings could not be saved: browser storage is full or unavailable.',
    );
    expect(document.documentElement.dataset.theme).toBe('light');
  });

  it('asks for confirmation before clearing all data', async () => {
    localStorage.setItem('userProfile', '{}');
    renderPage(<SettingsPage onCleared={() => {}} />);
    await userEvent.click(screen.getByRole('button', { name: 'Clear All Data' }));
    expect(localStorage.getItem('userProfile')).toBe('{}');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(localStorage.getItem('userProfile')).toBe('{}');
  });

  it('clears the store through the store itself, so other open tabs empty too', async () => {
    const rent: Transaction = {
      id: 'manual-rent',
      date: '2024-03-01',
      description: 'Office rent',
      amount: -2500,
      type: 'outflow',
      category: 'Rent',
    };
    await writeStoredData({ transactions: [rent], importBatches: [] });
    localStorage.setItem('userProfile', '{}');
    const onCleared = vi.fn();
    renderPage(<SettingsPage onCleared={onCleared} />);
    render(
      <TransactionProvider>
        <OtherTab />
      </TransactionProvider>,
    );
    await waitFor(() =>
      expect(screen.getByTestId('other-tab')).toHaveTextContent('ready:Office rent'),
    );

    await userEvent.click(screen.getByRole('button', { name: 'Clear All Data' }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes, delete everything' }));

    await waitFor(() => expect(onCleared).toHaveBeenCalled());
    expect(localStorage.length).toBe(0);
    expect((await readStoredData()).transactions).toBeUndefined();
    await waitFor(() => expect(screen.getByTestId('other-tab')).toHaveTextContent(/^ready:$/));
  });
});

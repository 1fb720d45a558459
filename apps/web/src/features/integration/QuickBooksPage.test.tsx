import 'fake-indexeddb/auto';
import type { Transaction } from '@cashline/core';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SettingsProvider } from '../../lib/settings/SettingsProvider';
import {
  closeCategorisationDb,
  writeCategorisation,
} from '../../lib/categorisation/categorisationDb';
import { CategorisationProvider } from '../../lib/categorisation/CategorisationProvider';
import { TransactionProvider } from '../../lib/transactions/TransactionProvider';
import {
  closeDatabase,
  readStoredData,
  writeStoredData,
} from '../../lib/transactions/transactionDb';
import { QuickBooksPage } from './QuickBooksPage';

const pulled: Transaction[] = [
  {
    id: 'imported-qbo-salesreceipt-101',
    date: '2025-06-30',
    description: 'Daily till takings',
    amount: 812.37,
    type: 'inflow',
    category: 'Sales',
    subcategory: 'Bread',
    merchant: 'Walk-in Customers',
    paymentRef: 'Z-20250630',
    balance: 0,
  },
  {
    id: 'imported-qbo-purchase-102',
    date: '2025-06-01',
    description: 'Monthly rent, 14 Harbor Lane',
    amount: -3200,
    type: 'outflow',
    category: 'Rent or Lease',
    subcategory: 'Expense',
    merchant: 'Oakwood Properties',
    paymentRef: '5001',
    balance: 0,
  },
];

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** Intuit and the server stand behind fetch; each path answers as the server would. */
function serve(answers: Record<string, () => Response | Promise<Response>>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const url = String(input);
    const path = Object.keys(answers).find((p) => url.startsWith(p));
    if (!path) throw new TypeError(`no answer for ${url}`);
    return (answers[path] as () => Response)();
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function renderPage(url = '/integration/quickbooks') {
  const router = createMemoryRouter(
    [
      { path: '/', element: <h1>Dashboard</h1> },
      { path: '/integration/quickbooks', element: <QuickBooksPage /> },
    ],
    { initialEntries: [url] },
  );
  render(
    <SettingsProvider>
      <TransactionProvider>
        <CategorisationProvider>
          <RouterProvider router={router} />
        </CategorisationProvider>
      </TransactionProvider>
    </SettingsProvider>,
  );
  return router;
}

beforeEach(async () => {
  closeCategorisationDb();
  await writeStoredData({ transactions: [], importBatches: [] });
  await writeCategorisation({ rules: [], definitions: [] });
});

afterEach(() => {
  vi.unstubAllGlobals();
  closeDatabase();
});

describe('QuickBooksPage', () => {
  it('opens Intuit’s consent page and shows its link, with both buttons disabled meanwhile', async () => {
    let release: (r: Response) => void = () => undefined;
    serve({
      '/api/quickbooks/status': () => json({ success: true, configured: true, connected: false }),
      '/api/quickbooks/auth': () => new Promise<Response>((resolve) => (release = resolve)),
    });
    const open = vi.fn(() => null);
    vi.stubGlobal('open', open);
    renderPage();
    await screen.findByText(/Not connected/);
    await userEvent.click(screen.getByRole('button', { name: 'Authorize' }));
    expect(screen.getByRole('button', { name: 'Authorizing...' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Pull Data' })).toBeDisabled();
    release(json({ success: true, authUri: 'http://127.0.0.1:4010/connect/oauth2?state=s' }));
    const link = await screen.findByRole('link', {
      name: 'Open the QuickBooks authorization page',
    });
    expect(link).toHaveAttribute('href', 'http://127.0.0.1:4010/connect/oauth2?state=s');
    expect(open).toHaveBeenCalledWith('http://127.0.0.1:4010/connect/oauth2?state=s', '_blank');
    expect(screen.getByRole('button', { name: 'Authorize' })).toBeEnabled();
  });

  it('shows Connection Failed with the server’s words, and Try Again starts over', async () => {
    serve({
      '/api/quickbooks/status': () => json({ success: true, configured: true, connected: false }),
      '/api/quickbooks/auth': () =>
        json(
          { success: false, error: 'quickbooks_not_configured', message: 'Set QBO_CLIENT_ID.' },
          503,
        ),
    });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Authorize' }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'Connection Failed' })).toBeInTheDocument();
    expect(alert).toHaveTextContent('HTTP 503: Set QBO_CLIENT_ID.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try Again' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("tells an end user QuickBooks isn't set up here, with nothing to press, instead of server settings", async () => {
    serve({
      '/api/quickbooks/status': () => json({ success: true, configured: false, connected: false }),
    });
    renderPage();
    expect(await screen.findByText("QuickBooks isn't set up on this installation.")).toBeVisible();
    expect(screen.getByRole('button', { name: 'Authorize' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Pull Data' })).toBeDisabled();
    expect(screen.queryByText(/QBO_|restart/)).toBeNull();
  });

  it('says why a callback failed', async () => {
    serve({
      '/api/quickbooks/status': () => json({ success: true, configured: true, connected: false }),
    });
    renderPage('/integration/quickbooks?error=access_denied');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'QuickBooks authorization was cancelled, so nothing was connected.',
    );
    const router = renderPage('/integration/quickbooks?error=invalid_state');
    await userEvent.click(
      within(screen.getAllByRole('alert')[1] as HTMLElement).getByRole('button', {
        name: 'Go Back',
      }),
    );
    expect(router.state.location.pathname).toBe('/');
  });

  it('asks before replacing stored transactions, naming how many, then replaces them all', async () => {
    await writeStoredData({
      transactions: [
        { ...pulled[0]!, id: 'manual-1' },
        { ...pulled[1]!, id: 'manual-2' },
        { ...pulled[1]!, id: 'manual-3' },
      ],
      importBatches: [],
    });
    serve({
      '/api/quickbooks/status': () =>
        json({
          success: true,
          configured: true,
          connected: true,
          companyName: 'Harbor Lane Bakery',
        }),
      '/api/quickbooks/export': () =>
        json({ success: true, message: 'Pulled 2', data: { transactions: pulled } }),
    });
    const router = renderPage();
    await screen.findByText(/Connected to Harbor Lane Bakery/);
    const pull = screen.getByRole('button', { name: 'Pull Data' });
    await waitFor(() => expect(pull).toBeEnabled());
    await userEvent.click(pull);
    const dialog = screen.getByRole('alertdialog', { name: 'Replace your transactions?' });
    expect(dialog).toHaveTextContent(
      'Pulling from QuickBooks replaces all 3 transactions already in Cashline. Replace them?',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Replace 3 transactions' }));
    expect(
      await screen.findByText(
        'Successfully imported 2 transactions from QuickBooks! Dashboard updated with your financial data.',
      ),
    ).toBeInTheDocument();
    expect(((await readStoredData()).transactions as Transaction[]).map((t) => t.id)).toEqual(
      pulled.map((t) => t.id),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Go to Dashboard' }));
    expect(router.state.location.pathname).toBe('/');
  });

  it("categorises a pull by the user's rules", async () => {
    await writeCategorisation({
      rules: [
        {
          id: 'rule-1',
          conditions: [{ kind: 'description', op: 'contains', value: 'harbor lane' }],
          actions: { category: 'Rent' },
        },
      ],
      definitions: [],
    });
    serve({
      '/api/quickbooks/status': () => json({ success: true, configured: true, connected: true }),
      '/api/quickbooks/export': () =>
        json({ success: true, message: 'Pulled 2', data: { transactions: pulled } }),
    });
    renderPage();
    const pull = await screen.findByRole('button', { name: 'Pull Data' });
    await waitFor(() => expect(pull).toBeEnabled());
    await userEvent.click(pull);
    await screen.findByText(/Successfully imported 2 transactions from QuickBooks!/);
    const stored = (await readStoredData()).transactions as Transaction[];
    expect(stored.map((t) => [t.id, t.category, t.categorySource])).toEqual([
      ['imported-qbo-salesreceipt-101', 'Sales', undefined],
      ['imported-qbo-purchase-102', 'Rent', 'rule'],
    ]);
  });

  it('keeps the stored transactions when the pull fails', async () => {
    await writeStoredData({ transactions: [{ ...pulled[0]!, id: 'manual-1' }], importBatches: [] });
    serve({
      '/api/quickbooks/status': () => json({ success: true, configured: true, connected: true }),
      '/api/quickbooks/export': () =>
        json(
          {
            success: false,
            error: 'quickbooks_throttled',
            message: 'QuickBooks is limiting requests right now. Please try again in 45 seconds.',
          },
          429,
        ),
    });
    renderPage();
    const pull = await screen.findByRole('button', { name: 'Pull Data' });
    await waitFor(() => expect(pull).toBeEnabled());
    await userEvent.click(pull);
    await userEvent.click(screen.getByRole('button', { name: 'Replace 1 transaction' }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'Import Failed' })).toBeInTheDocument();
    expect(alert).toHaveTextContent(
      'QuickBooks is limiting requests right now. Please try again in 45 seconds.',
    );
    expect(((await readStoredData()).transactions as Transaction[]).map((t) => t.id)).toEqual([
      'manual-1',
    ]);
  });
});

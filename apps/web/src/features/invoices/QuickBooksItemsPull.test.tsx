import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import type { OpenItem } from '@cashline/core';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AuthContext } from '../../lib/auth/AuthContext';
import { OpenItemsProvider } from '../../lib/invoices/OpenItemsProvider';
import { readOpenItems, writeOpenItems } from '../../lib/invoices/openItemsStore';
import { SettingsProvider } from '../../lib/settings/SettingsProvider';
import { TransactionProvider } from '../../lib/transactions/TransactionProvider';
import { closeDatabase } from '../../lib/transactions/transactionDb';
import { authValue, olive } from '../../testing/authState';
import { stubApi } from '../../testing/stubApi';
import { InvoicesPage } from './InvoicesPage';
beforeEach(() => {
  closeDatabase();
  globalThis.indexedDB = new IDBFactory();
});
afterEach(() => {
  closeDatabase();
  vi.unstubAllGlobals();
  localStorage.clear();
});

const STATUS = '/api/quickbooks/status';
const PULL = '/api/quickbooks/open-items';
const DOCUMENT = '/api/orgs/org-olive/documents/openItems';
const connected = (yes: boolean) => () =>
  Response.json({ success: true, configured: true, connected: yes });

const invoice = (id: string, party: string, balance: number): OpenItem => ({
  id,
  kind: 'invoice',
  party,
  number: id.toUpperCase(),
  amount: 900,
  balance,
  issueDate: '2026-09-01',
  dueDate: '2026-10-01',
  payments: balance === 900 ? [] : [{ date: '2026-09-20', amount: 900 - balance }],
});

function renderPage(signedIn = false) {
  render(
    <AuthContext.Provider value={authValue(signedIn ? olive : null)}>
      <SettingsProvider>
        <MemoryRouter>
          <TransactionProvider>
            <OpenItemsProvider>
              <InvoicesPage />
            </OpenItemsProvider>
          </TransactionProvider>
        </MemoryRouter>
      </SettingsProvider>
    </AuthContext.Provider>,
  );
}

const pullButton = () => screen.findByRole('button', { name: 'Pull from QuickBooks' });

describe('pulling invoices and bills from QuickBooks', () => {
  it('signed out, merges the pulled items into this browser’s by id and says what changed', async () => {
    const hand = invoice('hand-1', 'Dodo Bakery', 900);
    writeOpenItems([
      hand,
      invoice('qbo-invoice-1', 'Acme', 900),
      invoice('qbo-invoice-2', 'Gone', 900),
    ]);
    let answer!: (response: Response) => void;
    stubApi({
      [STATUS]: connected(true),
      [PULL]: () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    const user = userEvent.setup();
    renderPage();
    await user.click(await pullButton());
    expect(await screen.findByText('Pulling invoices and bills…')).toBeInTheDocument();
    answer(
      Response.json({
        success: true,
        message: 'Pulled 2 invoices and 0 bills from QuickBooks.',
        data: {
          historyFrom: '2025-11-29',
          skipped: 0,
          items: [
            invoice('qbo-invoice-1', 'Acme', 400),
            invoice('qbo-invoice-3', 'Birch Ltd', 900),
          ],
        },
      }),
    );
    expect(
      await screen.findByText(
        'Pulled 2 invoices and 0 bills from QuickBooks: 1 new, 1 changed, 1 removed.',
      ),
    ).toBeInTheDocument();
    expect(readOpenItems().map((item) => [item.id, item.balance])).toEqual([
      ['hand-1', 900],
      ['qbo-invoice-1', 400],
      ['qbo-invoice-3', 900],
    ]);
    const table = screen.getByRole('table', { name: 'Invoices and bills' });
    expect(within(table).getByText('Birch Ltd')).toBeInTheDocument();
    expect(within(table).queryByText('Gone')).toBeNull();
  });

  it('says when to try again when QuickBooks is busy, and changes nothing', async () => {
    const kept = [invoice('qbo-invoice-1', 'Acme', 900)];
    writeOpenItems(kept);
    stubApi({
      [STATUS]: connected(true),
      [PULL]: () =>
        Response.json(
          { success: false, error: 'quickbooks_throttled', message: 'Too many requests.' },
          { status: 429, headers: { 'Retry-After': '30' } },
        ),
    });
    const user = userEvent.setup();
    renderPage();
    await user.click(await pullButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'QuickBooks is busy. Try again in 30 seconds.',
    );
    expect(readOpenItems()).toEqual(kept);
  });

  it('shows the server’s reason when QuickBooks is no longer connected, and without a network says so', async () => {
    stubApi({
      [STATUS]: connected(true),
      [PULL]: () =>
        Response.json(
          {
            success: false,
            error: 'quickbooks_not_connected',
            message: 'QuickBooks is not connected. Please authorize first.',
          },
          { status: 409 },
        ),
    });
    const user = userEvent.setup();
    renderPage();
    await user.click(await pullButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'QuickBooks is not connected. Please authorize first.',
    );
    stubApi({
      [PULL]: () => Promise.reject(new TypeError('Failed to fetch')),
    });
    await user.click(screen.getByRole('button', { name: 'Pull from QuickBooks' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('Check your connection and try again.'),
    );
    expect(readOpenItems()).toEqual([]);
  });

  it('offers no pull while QuickBooks is not connected', async () => {
    const calls = stubApi({ [STATUS]: connected(false) });
    renderPage();
    await waitFor(() => expect(calls.some((call) => call.url === STATUS)).toBe(true));
    await screen.findByText(/No invoices or bills yet/);
    expect(screen.queryByRole('button', { name: 'Pull from QuickBooks' })).toBeNull();
  });

  it('signed in, reads the organisation’s list again after the server stored the pull', async () => {
    let stored: OpenItem[] = [];
    stubApi({
      [STATUS]: connected(true),
      [DOCUMENT]: () => Response.json({ kind: 'openItems', value: stored, version: 1 }),
      [PULL]: () => {
        stored = [invoice('qbo-invoice-9', 'Harbor Hotel', 900)];
        return Response.json({
          success: true,
          message: 'Pulled 1 invoice and 0 bills from QuickBooks: 1 new, 0 changed, 0 removed.',
          data: {
            historyFrom: '2025-11-29',
            skipped: 0,
            stored: { added: 1, updated: 0, removed: 0, dropped: 0, version: 2 },
          },
        });
      },
    });
    const user = userEvent.setup();
    renderPage(true);
    await user.click(await pullButton());
    expect(
      await screen.findByText(
        'Pulled 1 invoice and 0 bills from QuickBooks: 1 new, 0 changed, 0 removed.',
      ),
    ).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Invoices and bills' });
    expect(within(table).getByText('Harbor Hotel')).toBeInTheDocument();
  });
});

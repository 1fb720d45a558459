import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { VIEW_ONLY_MESSAGE } from '../../components/access/ViewOnlyNotice';
import type { Role } from '../../lib/auth/authApi';
import { closeDatabase } from '../../lib/transactions/transactionDb';
import { renderAsMember } from '../../testing/renderAsMember';
import { stubApi } from '../../testing/stubApi';
import { QuickBooksPage } from './QuickBooksPage';

const PAGE = '/integration/quickbooks';

function connected() {
  return stubApi({
    '/api/quickbooks/status': () =>
      Response.json({
        success: true,
        configured: true,
        connected: true,
        companyName: 'Harbor Lane Bakery',
      }),
  });
}

async function openAs(role: Role | null) {
  renderAsMember(<QuickBooksPage />, role, PAGE);
  await screen.findByText(/Connected to Harbor Lane Bakery/);
}

const button = (name: string) => screen.queryByRole('button', { name });

beforeEach(() => {
  closeDatabase();
  globalThis.indexedDB = new IDBFactory();
  connected();
});

afterEach(() => {
  vi.unstubAllGlobals();
  closeDatabase();
});

describe('the QuickBooks page by role', () => {
  it('shows a viewer the status only, with the view-only line', async () => {
    await openAs('viewer');
    expect(screen.getByText(VIEW_ONLY_MESSAGE)).toBeInTheDocument();
    for (const name of ['Authorize', 'Pull Data', 'Disconnect']) {
      expect(button(name)).not.toBeInTheDocument();
    }
    expect(screen.queryByText(/Use Pull Data/)).not.toBeInTheDocument();
  });

  it('lets an editor pull but not connect or disconnect', async () => {
    await openAs('editor');
    expect(button('Pull Data')).toBeInTheDocument();
    expect(button('Authorize')).not.toBeInTheDocument();
    expect(button('Disconnect')).not.toBeInTheDocument();
    expect(screen.queryByText(VIEW_ONLY_MESSAGE)).not.toBeInTheDocument();
  });

  it('gives owners, admins and a signed-out visitor every control', async () => {
    for (const role of ['admin', 'owner', null] as const) {
      await openAs(role);
      for (const name of ['Authorize', 'Pull Data', 'Disconnect']) {
        expect(button(name)).toBeInTheDocument();
      }
      cleanup();
    }
  });

  it('tells an editor that an owner or admin connects, when nothing is connected', async () => {
    stubApi({
      '/api/quickbooks/status': () =>
        Response.json({ success: true, configured: true, connected: false }),
    });
    renderAsMember(<QuickBooksPage />, 'editor', PAGE);
    expect(
      await screen.findByText(
        'Not connected. An owner or admin of your organisation can connect QuickBooks Online.',
      ),
    ).toBeInTheDocument();
  });

  it('explains a callback the server refused for the role', async () => {
    renderAsMember(<QuickBooksPage />, 'editor', `${PAGE}?error=role_too_low`, PAGE);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Only an owner or admin of your organisation can connect QuickBooks, so nothing was connected.',
    );
  });
});

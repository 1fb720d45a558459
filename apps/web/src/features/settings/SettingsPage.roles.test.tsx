import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { VIEW_ONLY_MESSAGE } from '../../components/access/ViewOnlyNotice';
import { closeDatabase } from '../../lib/transactions/transactionDb';
import { renderAsMember } from '../../testing/renderAsMember';
import { SettingsPage } from './SettingsPage';

beforeEach(() => {
  closeDatabase();
  globalThis.indexedDB = new IDBFactory();
  localStorage.clear();
});
afterEach(() => closeDatabase());

describe('the settings page by role', () => {
  it("keeps a viewer's own preferences but offers no clearing of the shared ledger", () => {
    renderAsMember(<SettingsPage />, 'viewer', '/settings');
    expect(screen.getByRole('button', { name: 'Save Settings' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Clear All Data' })).not.toBeInTheDocument();
    expect(screen.getByText(VIEW_ONLY_MESSAGE)).toBeInTheDocument();
  });

  it('offers an editor the clearing of the data', () => {
    renderAsMember(<SettingsPage />, 'editor', '/settings');
    expect(screen.getByRole('button', { name: 'Clear All Data' })).toBeInTheDocument();
    expect(screen.queryByText(VIEW_ONLY_MESSAGE)).not.toBeInTheDocument();
  });
});

describe('what Clear All Data says it deletes', () => {
  it("names the team's ledger on the server when signed in", () => {
    renderAsMember(<SettingsPage />, 'owner', '/settings');
    expect(screen.getByText(/every transaction of your team’s ledger on the server/)).toBeVisible();
    expect(screen.queryByText(/^Removes every transaction/)).not.toBeInTheDocument();
  });

  it('names this browser when signed out', () => {
    renderAsMember(<SettingsPage />, null, '/settings');
    expect(
      screen.getByText(
        /Removes every transaction, setting and profile detail stored in this browser/,
      ),
    ).toBeVisible();
  });
});

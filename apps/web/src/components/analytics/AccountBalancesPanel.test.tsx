import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import type { Account, Transaction } from '@cashline/core';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { TransactionProvider } from '../../lib/transactions/TransactionProvider';
import { closeDatabase, writeStoredData } from '../../lib/transactions/transactionDb';
import { fixedAsOf, renderWithApp } from '../../testing/renderWithApp';
import { DashboardPage } from '../../features/dashboard/DashboardPage';
import { aiUnavailable } from './aiPanelState';
import { AccountBalancesPanel } from './AccountBalancesPanel';
import { LowCashWarnings } from './LowCashWarnings';

const ACCOUNTS: Account[] = [
  {
    id: 'main',
    name: 'Chase Checking',
    kind: 'checking',
    currency: 'USD',
    openingBalance: 40_000,
    openingDate: '2024-01-01',
    archived: false,
  },
  {
    id: 'card',
    name: 'Amex 1004',
    kind: 'credit card',
    currency: 'USD',
    openingBalance: -500,
    openingDate: '2024-01-01',
    archived: false,
  },
];

/** A weekly $1,000 payroll out of checking for 26 weeks: $14,000 left on 24 Jun. */
function payroll(): Transaction[] {
  return Array.from({ length: 26 }, (_, week) => ({
    id: `p-${week}`,
    date: new Date(Date.UTC(2024, 0, 1 + week * 7)).toISOString().slice(0, 10),
    description: 'GUSTO PAYROLL',
    amount: -1000,
    type: 'outflow' as const,
    category: 'Payroll',
    accountId: 'main',
  })).reverse();
}

beforeEach(() => {
  closeDatabase();
  globalThis.indexedDB = new IDBFactory();
});
afterEach(() => closeDatabase());

describe('the dashboard cash by account and low-cash warning', () => {
  it('shows total cash, what the card owes and each account, and warns below the minimum', async () => {
    await writeStoredData({
      transactions: payroll(),
      importBatches: [],
      accounts: ACCOUNTS,
      cashMinimum: 15_000,
    });
    renderWithApp(
      <TransactionProvider>
        <LowCashWarnings asOf="2024-06-24" />
        <AccountBalancesPanel asOf="2024-06-24" />
      </TransactionProvider>,
      fixedAsOf({ date: '2024-06-24' }),
    );
    const panel = await screen.findByRole('region', { name: 'Cash by account' });
    expect(panel).toHaveTextContent('Total cash$14,000.00');
    expect(panel).toHaveTextContent('Owed on cards and loans$500.00');
    expect(panel).toHaveTextContent('Net cash position$13,500.00');
    expect(panel).toHaveTextContent('Amex 1004 $500.00 owed');
    expect(
      await screen.findByText(
        // The forecast every page shows: $13,500 with the card's $500 owed, less a week's payroll.
        /^Total cash is projected to fall to \$12,\d{3} in the week of 25 Jun, below your \$15,000 minimum\.$/,
      ),
    ).toBeInTheDocument();
  });

  it("says total cash on the dashboard's first card, and the position net of what a card owes beside it", async () => {
    await writeStoredData({
      transactions: payroll(),
      importBatches: [],
      accounts: ACCOUNTS,
    });
    renderWithApp(
      <TransactionProvider>
        <DashboardPage transactions={payroll()} asOf="2024-06-24" ai={aiUnavailable} />
      </TransactionProvider>,
      fixedAsOf({ date: '2024-06-24' }),
    );
    // Checking holds 14,000; the card owes 500.
    await waitFor(() =>
      expect(screen.getByRole('group', { name: 'Total cash' })).toHaveTextContent(
        'Total cash$14,000.00Net $13,500.00 after $500.00 owed on cards and loans',
      ),
    );
    // The cash by account lists the accounts alone: the card above says the totals.
    const panel = screen.getByRole('region', { name: 'Cash by account' });
    expect(panel).toHaveTextContent('Chase Checking $14,000.00');
    expect(panel).not.toHaveTextContent('Net cash position');
  });

  it('leaves an account never used out of the cash by account', async () => {
    const spare: Account = {
      ...(ACCOUNTS[0] as Account),
      id: 'spare',
      name: 'Spare account',
      openingBalance: 0,
    };
    await writeStoredData({
      transactions: payroll(),
      importBatches: [],
      accounts: [...ACCOUNTS, spare],
    });
    renderWithApp(
      <TransactionProvider>
        <AccountBalancesPanel asOf="2024-06-24" />
      </TransactionProvider>,
      fixedAsOf({ date: '2024-06-24' }),
    );
    const panel = await screen.findByRole('region', { name: 'Cash by account' });
    expect(panel).toHaveTextContent('Chase Checking $14,000.00');
    expect(panel).toHaveTextContent('Amex 1004 $500.00 owed');
    expect(panel).not.toHaveTextContent('Spare account');
  });
});

import 'fake-indexeddb/auto';
import type { Account, Transaction } from '@cashline/core';
import { screen } from '@testing-library/react';
import { IDBFactory } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { aiUnavailable } from '../../components/analytics/aiPanelState';
import { closeDatabase, writeStoredData } from '../../lib/transactions/transactionDb';
import { useLedgerRows } from '../../lib/transactions/useLedger';
import { renderAsMember } from '../../testing/renderAsMember';
import { DashboardPage } from './DashboardPage';

const AS_OF = '2026-03-04';

function account(id: string, currency: string): Account {
  return {
    id,
    name: `${currency} account`,
    kind: 'checking',
    currency,
    openingBalance: 0,
    openingDate: '2026-03-01',
    archived: false,
  };
}

function tx(id: string, accountId: string, amount: number, transferId?: string): Transaction {
  return {
    id,
    date: AS_OF,
    description: id,
    amount,
    type: amount < 0 ? 'outflow' : 'inflow',
    category: transferId === undefined ? 'Sales' : 'Transfer',
    accountId,
    ...(transferId === undefined ? {} : { transferId }),
  };
}

/**
 * A euro account that took €2,000 and sent €1,000 to a dollar account, which got $1,085.00, on
 * 4 March 2026; reported in dollars with no rate typed. `linked`: the two legs are one transfer.
 */
function storeLedger(linked: boolean) {
  const transferId = linked ? 'transfer-fx-out' : undefined;
  return writeStoredData({
    transactions: [
      tx('fx-in', 'usd', 1_085, transferId),
      tx('fx-out', 'eur', -1_000, transferId),
      tx('eur-sale', 'eur', 2_000),
    ],
    importBatches: [],
    accounts: [account('eur', 'EUR'), account('usd', 'USD')],
    reportingCurrency: 'USD',
    locale: 'en-GB',
  });
}

function Dashboard() {
  const { transactions, status } = useLedgerRows();
  if (status === 'loading') return <p>Loading</p>;
  return <DashboardPage transactions={transactions} asOf={AS_OF} ai={aiUnavailable} />;
}

beforeEach(() => {
  closeDatabase();
  globalThis.indexedDB = new IDBFactory();
  localStorage.clear();
});
afterEach(() => {
  vi.unstubAllGlobals();
  closeDatabase();
});

describe('the dashboard of a euro account whose only rate is a transfer to dollars', () => {
  it("converts the euros at the rate the transfer's legs imply, and says so", async () => {
    await storeLedger(true);
    renderAsMember(<Dashboard />, null, '/');
    expect(
      await screen.findByText(
        "Figures in USD, converted at the exchange rates of 04/03/2026 (money in and out at each day's rate).",
      ),
    ).toBeInTheDocument();
    // Said by the page's currency note and by the forecast's, converted at the as-of date's rate.
    expect(
      screen.getAllByText(
        'EUR is converted at the rate a transfer between currencies implied, on days no published or entered rate covers.',
      ),
    ).toHaveLength(2);
    // €1,000 left x (1,085 / 1,000) = $1,085.00, beside the $1,085.00 received: $2,170.00.
    expect(screen.getByRole('group', { name: 'Total cash' })).toHaveTextContent(
      /^Total cashUS\$2,170\.00$/,
    );
    expect(screen.queryByText(/^No EUR to USD rate/)).not.toBeInTheDocument();
  });

  it('has no rate from the same two amounts left unlinked', async () => {
    await storeLedger(false);
    renderAsMember(<Dashboard />, null, '/');
    expect(await screen.findByText(/^No EUR to USD rate for 2 transactions/)).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Total cash' })).toHaveTextContent(
      /^Total cashUS\$1,085\.00Leaves out EUR: no exchange rate$/,
    );
  });
});

import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import type { Account, Transaction } from '@cashline/core';
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { closeDatabase, writeStoredData } from '../../lib/transactions/transactionDb';
import { renderAsMember } from '../../testing/renderAsMember';
import { LowCashWarnings } from './LowCashWarnings';

function account(id: string, currency: string, openingBalance: number): Account {
  return {
    id,
    name: `${currency} account`,
    kind: 'checking',
    currency,
    openingBalance,
    openingDate: '2026-06-01',
    archived: false,
  };
}

/**
 * €10,000 and $1,000 with no flows (or only `transactions`), reported in pounds with a £10,000
 * minimum.
 */
function storeAccounts(transactions: Transaction[] = []) {
  return writeStoredData({
    transactions,
    importBatches: [],
    accounts: [
      { ...account('eur', 'EUR', 10_000), lowCashThreshold: 12_000 },
      account('usd', 'USD', 1_000),
    ],
    cashMinimum: 10_000,
    reportingCurrency: 'GBP',
    locale: 'en-GB',
  });
}

beforeEach(async () => {
  closeDatabase();
  globalThis.indexedDB = new IDBFactory();
  localStorage.clear();
  await storeAccounts();
});
afterEach(() => closeDatabase());

const typedRates = (lines: string[]) =>
  localStorage.setItem('exchangeRates', ['date,currency,rate', ...lines].join('\n'));

describe("the browser's low-cash warnings over accounts in several currencies", () => {
  it("checks total cash in the reporting currency at the latest rates, an account's in its own", async () => {
    typedRates(['2026-07-31,GBP,0.86', '2026-07-31,USD,1.2']);
    renderAsMember(<LowCashWarnings asOf="2026-07-31" />, null, '/');
    // €10,000 x 0.86 = £8,600.00; $1,000 x 0.86 / 1.2 = £716.67: £9,316.67 (shown whole), not 11,000 added 1:1.
    expect(
      await screen.findByText(
        'Total cash is projected to fall to £9,317 in the week of 1 Aug, below your £10,000 minimum. Figures in GBP at the exchange rates of 31/07/2026.',
      ),
    ).toBeInTheDocument();
    // The euro account against its own €12,000, neither converted.
    expect(
      screen.getByText(
        'EUR account is projected to fall to €10,000 in the week of 1 Aug, below your €12,000 minimum.',
      ),
    ).toBeInTheDocument();
  });

  it('names a currency with no rate on the warning rather than counting it 1:1', async () => {
    typedRates(['2026-07-31,GBP,0.86']);
    renderAsMember(<LowCashWarnings asOf="2026-07-31" />, null, '/');
    expect(
      await screen.findByText(
        'Total cash is projected to fall to £8,600 in the week of 1 Aug, below your £10,000 minimum. Figures in GBP at the exchange rates of 31/07/2026. No USD to GBP rate: money in USD is left out, not counted 1:1.',
      ),
    ).toBeInTheDocument();
  });

  it("converts a currency with no typed rate at its linked transfer's rate, and says so", async () => {
    const leg = (id: string, accountId: string, amount: number): Transaction => ({
      id,
      date: '2026-07-31',
      description: 'Currency transfer',
      amount,
      type: amount < 0 ? 'outflow' : 'inflow',
      category: 'Transfer',
      accountId,
      transferId: 'transfer-fx',
    });
    closeDatabase();
    await storeAccounts([leg('fx-in', 'usd', 1_200), leg('fx-out', 'eur', -1_000)]);
    typedRates(['2026-07-31,GBP,0.86']);
    renderAsMember(<LowCashWarnings asOf="2026-07-31" />, null, '/');
    // €1,000 bought $1,200: 1.2 dollars a euro. €9,000 x 0.86 = £7,740.00; $2,200 x 0.86 / 1.2 =
    // £1,576.67: £9,316.67.
    expect(
      await screen.findByText(
        'Total cash is projected to fall to £9,317 in the week of 1 Aug, below your £10,000 minimum. Figures in GBP at the exchange rates of 31/07/2026. USD is converted at the rate a transfer between currencies implied, on days no published or entered rate covers.',
      ),
    ).toBeInTheDocument();
  });
});

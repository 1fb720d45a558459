import type { Account, Transaction } from '@cashline/core';
import { IDBFactory } from 'fake-indexeddb';
import { afterEach, beforeEach, vi } from 'vitest';
import { closeDatabase, writeStoredData } from '../lib/transactions/transactionDb';

/** The as-of date of the ledger below. */
export const CURRENCY_AS_OF = '2026-07-31';

function account(id: string, currency: string): Account {
  return {
    id,
    name: `${currency} account`,
    kind: 'checking',
    currency,
    openingBalance: 0,
    openingDate: '2026-06-01',
    archived: false,
  };
}

function tx(id: string, accountId: string, date: string, amount: number): Transaction {
  return {
    id,
    date,
    description: id,
    amount,
    type: amount < 0 ? 'outflow' : 'inflow',
    category: amount < 0 ? 'Software' : 'Sales',
    accountId,
  };
}

/**
 * A euro and a dollar account, newest first as the store keeps them. In pounds at the rates
 * below: June 1,000 EUR x 0.85 = 850.00 in, 110 USD x 0.85 / 1.1 = 85.00 out; July 100 EUR x 0.86
 * = 86.00 out, 240 USD x 0.86 / 1.2 = 172.00 in; the balances on 31 July EUR 900 x 0.86 = 774.00
 * and USD 130 x 0.86 / 1.2 = 93.17, £867.17.
 */
export const currencyLedger = [
  tx('usd-sale', 'usd', '2026-07-31', 240),
  tx('eur-rent', 'eur', '2026-07-31', -100),
  tx('usd-software', 'usd', '2026-06-30', -110),
  tx('eur-sale', 'eur', '2026-06-30', 1_000),
];

/** The organisation's rates, as GET /api/orgs/:orgId/rates answers. */
export const currencyRates = {
  base: 'EUR',
  currencies: ['GBP', 'USD'],
  rates: [
    { date: '2026-06-30', currency: 'GBP', rate: '0.85', source: 'ecb' },
    { date: '2026-06-30', currency: 'USD', rate: '1.1', source: 'ecb' },
    { date: '2026-07-31', currency: 'GBP', rate: '0.86', source: 'ecb' },
    { date: '2026-07-31', currency: 'USD', rate: '1.2', source: 'ecb' },
  ],
  next: null,
};

/** Keeps the ledger in this browser's store, reported in pounds with UK dates. */
function storeCurrencyLedger() {
  return writeStoredData({
    transactions: currencyLedger,
    importBatches: [],
    accounts: [account('eur', 'EUR'), account('usd', 'USD')],
    reportingCurrency: 'GBP',
    locale: 'en-GB',
  });
}

/**
 * Before each test, a fresh browser store (fake-indexeddb, imported first by the test) holding the
 * ledger; after it, the store closed and fetch restored.
 */
export function withCurrencyLedgerStored() {
  beforeEach(async () => {
    closeDatabase();
    globalThis.indexedDB = new IDBFactory();
    localStorage.clear();
    await storeCurrencyLedger();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    closeDatabase();
  });
}

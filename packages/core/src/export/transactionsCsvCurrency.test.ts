import { describe, expect, it } from 'vitest';
import type { Account } from '../accounts/account.js';
import { parseRate } from '../currency/rate.js';
import type { Rate } from '../currency/rate.js';
import { rateTable } from '../currency/rateTable.js';
import type { Transaction } from '../transaction.js';
import { exportRowsToCsv, transactionExportRows, transactionsToCsv } from './transactionsCsv.js';

function account(id: string, name: string, currency: string): Account {
  return {
    id,
    name,
    kind: 'checking',
    currency,
    openingBalance: 0,
    openingDate: '2026-07-01',
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
    category: 'Software',
    accountId,
  };
}

const accounts = [account('eur', 'Euro current', 'EUR'), account('usd', 'Dollar card', 'USD')];
const rates = rateTable('EUR', [
  { date: '2026-07-10', currency: 'GBP', rate: parseRate('0.855') as Rate },
  { date: '2026-07-10', currency: 'USD', rate: parseRate('1.175') as Rate },
]);
const currencies = { accounts, reporting: { currency: 'GBP', rates } };
const names = new Map(accounts.map((a) => [a.id, a.name]));
const ledger = [
  tx('Hosting', 'eur', '2026-07-10', -10.01), // x 0.855 = -8.55855: -8.56
  tx('Licence', 'usd', '2026-07-13', -117.5), // Friday's 0.855 / 1.175 = -85.50
  tx('Old', 'usd', '2026-06-01', -5), // no rate within 7 days before
];

describe('the transactions export of a ledger in several currencies', () => {
  it('carries the native amount, its currency and the amount converted at its date rate', () => {
    expect(transactionsToCsv(ledger, names, currencies).split('\n')).toEqual([
      'Date,Description,Amount,Category,Balance,Account,Currency,Converted amount,Converted to',
      '2026-07-10,"Hosting",-10.01,Software,,Euro current,EUR,-8.56,GBP',
      '2026-07-13,"Licence",-117.50,Software,,Dollar card,USD,-85.50,GBP',
      '2026-06-01,"Old",-5.00,Software,,Dollar card,USD,no rate,GBP',
    ]);
  });

  it('gives the server the same bytes from the rows the browser sends', () => {
    const rows = transactionExportRows(ledger, names, currencies);
    expect(exportRowsToCsv(rows)).toBe(transactionsToCsv(ledger, names, currencies));
  });
});

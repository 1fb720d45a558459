import { describe, expect, it } from 'vitest';
import type { Account } from '../accounts/account.js';
import type { Transaction } from '../transaction.js';
import { ledgerConverter } from './ledgerConverter.js';
import { parseRate } from './rate.js';
import type { Rate } from './rate.js';
import { rateTable } from './rateTable.js';

function account(id: string, currency: string): Account {
  return {
    id,
    name: id,
    kind: 'checking',
    currency,
    openingBalance: 0,
    openingDate: '2026-01-01',
    archived: false,
  };
}

function tx(accountId: string, amount: number, transferId?: string): Transaction {
  return {
    id: `${accountId}-${amount}`,
    date: '2026-07-31',
    description: 'x',
    amount,
    type: amount < 0 ? 'outflow' : 'inflow',
    category: 'Other',
    accountId,
    ...(transferId === undefined ? {} : { transferId }),
  };
}

const rates = rateTable('EUR', [
  { date: '2026-07-31', currency: 'GBP', rate: parseRate('0.855') as Rate },
]);
const reporting = { currency: 'GBP', rates };
const KEY = 20260731;

describe('ledgerConverter', () => {
  // Up to 8 accounts in other currencies are found in a list, more through a Map: both must agree.
  for (const foreign of [1, 9]) {
    it(`converts at the date rate with ${foreign} account(s) in another currency`, () => {
      const accounts = [
        account('gbp', 'GBP'),
        ...Array.from({ length: foreign }, (_, i) => account(`eur-${i}`, 'EUR')),
        account('chf', 'CHF'),
      ];
      const converter = ledgerConverter(accounts, reporting);
      // 10.01 EUR x 0.855 = 8.55855 GBP.
      expect(converter.centsOf(tx(`eur-${foreign - 1}`, 10.01), KEY)).toBe(856);
      expect(converter.centsOf(tx('gbp', -4.2), KEY)).toBe(-420);
      // An account not in the list is the ledger's own, in the reporting currency.
      expect(converter.centsOf(tx('main', 3), KEY)).toBe(300);
      expect(converter.converted()).toBe(true);
      // No CHF rate: left out (NaN) and recorded; a transfer leg counts 0 and affects no flow.
      expect(converter.centsOf(tx('chf', -5), KEY)).toBeNaN();
      expect(converter.centsOf(tx('chf', 7, 'transfer-1'), KEY)).toBe(0);
      expect(converter.missing()).toEqual([{ currency: 'CHF', keys: [KEY], signs: [-1] }]);
    });
  }

  it('says nothing was converted when every amount was already in the reporting currency', () => {
    const converter = ledgerConverter([account('gbp', 'GBP'), account('eur', 'EUR')], reporting);
    expect(converter.centsOf(tx('gbp', 1), KEY)).toBe(100);
    expect(converter.converted()).toBe(false);
    expect(converter.missing()).toEqual([]);
  });
});

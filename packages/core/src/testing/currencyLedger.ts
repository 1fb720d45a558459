import type { Account } from '../accounts/account.js';
import { parseRate } from '../currency/rate.js';
import { rateTable } from '../currency/rateTable.js';
import type { Rate } from '../currency/rate.js';
import type { Transaction } from '../transaction.js';

/** A rate read from its exact decimal text. */
export const rate = (text: string) => parseRate(text) as Rate;

/** A checking account in a currency, opened empty on 1 July 2026. */
export function currencyAccount(id: string, currency: string): Account {
  return {
    id,
    name: id,
    kind: 'checking',
    currency,
    openingBalance: 0,
    openingDate: '2026-07-01',
    archived: false,
  };
}

/** A transaction of an account: a sale when positive, software when negative. */
export function currencyTx(
  id: string,
  accountId: string,
  date: string,
  amount: number,
): Transaction {
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

/** A euro and a dollar account, and three of their transactions in July 2026. */
export const currencyAccounts = [currencyAccount('eur', 'EUR'), currencyAccount('usd', 'USD')];
export const currencyLedger = [
  currencyTx('a', 'eur', '2026-07-10', 1_000), // x 0.86 = 860.00 GBP
  currencyTx('b', 'usd', '2026-07-10', -117.5), // x 0.86 / 1.175 = -86.00 GBP
  currencyTx('c', 'eur', '2026-07-20', -10.01), // x 0.855 = -8.55855, -8.56 GBP
];

/** Euro rates of the pound and the dollar on the ledger's three dates. */
export const julyQuotes = [
  { date: '2026-07-10', currency: 'GBP', rate: rate('0.86') },
  { date: '2026-07-10', currency: 'USD', rate: rate('1.175') },
  { date: '2026-07-20', currency: 'GBP', rate: rate('0.855') },
  { date: '2026-07-20', currency: 'USD', rate: rate('1.17') },
  { date: '2026-07-31', currency: 'GBP', rate: rate('0.85') },
  { date: '2026-07-31', currency: 'USD', rate: rate('1.16') },
];
export const julyRates = rateTable('EUR', julyQuotes);

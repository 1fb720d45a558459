import { describe, expect, it } from 'vitest';
import type { Transaction } from '../transaction.js';
import { transactionsExportFileName, transactionsToCsv } from './transactionsCsv.js';

const rent: Transaction = {
  id: 'manual-1',
  date: '2024-03-01',
  description: 'Rent, March',
  amount: -1500,
  type: 'outflow',
  category: 'Rent',
  balance: 8500,
};

describe('transactionsToCsv', () => {
  it('writes the five columns with the description always quoted', () => {
    const sale: Transaction = { ...rent, id: 'manual-2', description: 'Sale', amount: 99.95 };
    expect(transactionsToCsv([rent, sale])).toBe(
      [
        'Date,Description,Amount,Category,Balance',
        '2024-03-01,"Rent, March",-1500,Rent,8500',
        '2024-03-01,"Sale",99.95,Rent,8500',
      ].join('\n'),
    );
  });

  it('leaves the balance empty when a transaction has none', () => {
    const { balance: _balance, ...noBalance } = rent;
    expect(transactionsToCsv([noBalance])).toBe(
      'Date,Description,Amount,Category,Balance\n2024-03-01,"Rent, March",-1500,Rent,',
    );
  });

  it('neutralises formula text in description and category but not the negative amount', () => {
    const evil: Transaction = { ...rent, description: '=1+1', category: '@cmd' };
    expect(transactionsToCsv([evil]).split('\n')[1]).toBe(`2024-03-01,"'=1+1",-1500,'@cmd,8500`);
  });

  it('doubles quotes inside the description', () => {
    const quoted: Transaction = { ...rent, description: 'The "Big" Shop' };
    expect(transactionsToCsv([quoted]).split('\n')[1]).toBe(
      '2024-03-01,"The ""Big"" Shop",-1500,Rent,8500',
    );
  });

  it('writes only the header for no transactions', () => {
    expect(transactionsToCsv([])).toBe('Date,Description,Amount,Category,Balance');
  });
});

describe('transactionsExportFileName', () => {
  it('names the file after the day passed in', () => {
    expect(transactionsExportFileName('2024-07-04')).toBe('transactions-2024-07-04.csv');
  });
});

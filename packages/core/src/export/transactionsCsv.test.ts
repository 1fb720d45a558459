import { stringify } from 'csv-stringify/sync';
import type { CastingContext } from 'csv-stringify/sync';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Transaction } from '../transaction.js';
import { cellText } from './csv.js';
import {
  exportRowsToCsv,
  isTransactionExport,
  TRANSACTION_EXPORT_COLUMNS,
  transactionExportRows,
  transactionsExportFileName,
  transactionsToCsv,
} from './transactionsCsv.js';

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
  it('writes the five columns with the description always quoted and money to two decimals', () => {
    const sale: Transaction = { ...rent, id: 'manual-2', description: 'Sale', amount: 99.95 };
    expect(transactionsToCsv([rent, sale])).toBe(
      [
        'Date,Description,Amount,Category,Balance',
        '2024-03-01,"Rent, March",-1500.00,Rent,8500.00',
        '2024-03-01,"Sale",99.95,Rent,8500.00',
      ].join('\n'),
    );
  });

  it('leaves the balance empty when a transaction has none', () => {
    const { balance: _balance, ...noBalance } = rent;
    expect(transactionsToCsv([noBalance])).toBe(
      'Date,Description,Amount,Category,Balance\n2024-03-01,"Rent, March",-1500.00,Rent,',
    );
  });

  it('neutralises formula text in description and category but not the negative amount', () => {
    const evil: Transaction = { ...rent, description: '=1+1', category: '@cmd' };
    expect(transactionsToCsv([evil]).split('\n')[1]).toBe(
      `2024-03-01,"'=1+1",-1500.00,'@cmd,8500.00`,
    );
  });

  it('doubles quotes inside the description', () => {
    const quoted: Transaction = { ...rent, description: 'The "Big" Shop' };
    expect(transactionsToCsv([quoted]).split('\n')[1]).toBe(
      '2024-03-01,"The ""Big"" Shop",-1500.00,Rent,8500.00',
    );
  });

  it('quotes an empty description too', () => {
    expect(transactionsToCsv([{ ...rent, description: '' }]).split('\n')[1]).toBe(
      '2024-03-01,"",-1500.00,Rent,8500.00',
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

describe('exportRowsToCsv', () => {
  const ledger: Transaction[] = [
    rent,
    { ...rent, id: 'manual-2', description: 'Sale', amount: 99.95, category: 'Sales' },
    { ...rent, id: 'manual-3', description: '', amount: -3.5, category: 'Fees', balance: 0 },
    {
      id: 'manual-4',
      date: '2024-03-04',
      description: '@SUM(A1)',
      amount: -1,
      type: 'outflow',
      category: '-x',
    },
  ];
  // As the web app sends them to POST /api/export/csv: a missing balance is an empty string.
  const rowsOf = (transactions: readonly Transaction[]) =>
    transactions.map((t) => ({
      Date: t.date,
      Description: t.description,
      Amount: t.amount,
      Category: t.category,
      Balance: t.balance ?? '',
    }));

  it('writes the transactions export byte for byte as transactionsToCsv does', () => {
    const csv = exportRowsToCsv(rowsOf(ledger));
    expect(csv).toBe(transactionsToCsv(ledger));
    expect(csv.split('\n')).toEqual([
      'Date,Description,Amount,Category,Balance',
      '2024-03-01,"Rent, March",-1500.00,Rent,8500.00',
      '2024-03-01,"Sale",99.95,Sales,8500.00',
      '2024-03-01,"",-3.50,Fees,0.00',
      `2024-03-04,"'@SUM(A1)",-1.00,'-x,`,
    ]);
  });

  it('keeps the generic rule for any other rows', () => {
    expect(exportRowsToCsv([{ Date: '2024-03-01', Description: 'Sale', Amount: 5 }])).toBe(
      'Date,Description,Amount\n2024-03-01,Sale,5',
    );
    const reordered = rowsOf([rent]).map(({ Description, ...rest }) => ({ ...rest, Description }));
    expect(isTransactionExport(reordered)).toBe(false);
    expect(exportRowsToCsv(reordered).split('\n')[1]).toBe(
      '2024-03-01,-1500,Rent,8500,"Rent, March"',
    );
  });

  it('recognises the transactions export by its columns, in order', () => {
    expect(isTransactionExport(rowsOf([rent]))).toBe(true);
    expect(isTransactionExport([])).toBe(false);
    expect(isTransactionExport([{ ...rowsOf([rent])[0], Extra: 1 }])).toBe(false);
  });
});

/** csv-stringify told to quote the Description column always: what the hand-written writer must equal. */
function referenceCsv(rows: Record<string, unknown>[]): string {
  const money = (value: number) => {
    const text = (Math.round(value * 100) / 100).toFixed(2);
    return text === '-0.00' ? '0.00' : text;
  };
  const cell = (value: unknown, context: CastingContext) => {
    if (context.header) return cellText(value);
    if (context.column === 'Description') {
      return { value: cellText(value), quoted: true, quoted_empty: true };
    }
    const isMoney = context.column === 'Amount' || context.column === 'Balance';
    return isMoney && typeof value === 'number' && Number.isFinite(value) && Math.abs(value) < 1e13
      ? money(value)
      : cellText(value);
  };
  return stringify(rows, {
    header: true,
    columns: [...TRANSACTION_EXPORT_COLUMNS],
    eof: false,
    cast: {
      string: cell,
      number: cell,
      boolean: cell,
      object: cell,
      date: cell,
      null: cell,
      undefined: cell,
    },
  });
}

describe('the transactions export writer', () => {
  const text = fc.string({
    unit: fc.constantFrom(
      ',',
      '"',
      '\n',
      '\r',
      '\t',
      '=',
      '+',
      '-',
      '@',
      "'",
      ' ',
      'a',
      '1',
      '.',
      'é',
    ),
    maxLength: 12,
  });
  const cell = fc.oneof(text, fc.double(), fc.integer(), fc.boolean(), fc.constant(null));
  const row = fc.record({
    Date: cell,
    Description: cell,
    Amount: cell,
    Category: cell,
    Balance: cell,
  });

  it('writes what csv-stringify writes with the description always quoted, for any cells', () => {
    fc.assert(
      fc.property(fc.array(row, { minLength: 1, maxLength: 8 }), (rows) => {
        expect(exportRowsToCsv(rows)).toBe(referenceCsv(rows));
      }),
      { numRuns: 500 },
    );
  });
});

describe('the Account column', () => {
  const names = new Map([
    ['main', 'Chase Checking'],
    ['card', 'Amex, 1004'],
  ]);

  it('names each transaction’s account last when the ledger has several accounts', () => {
    const onCard: Transaction = { ...rent, id: 'c-1', accountId: 'card' };
    expect(transactionsToCsv([rent, onCard], names).split('\n')).toEqual([
      'Date,Description,Amount,Category,Balance,Account',
      '2024-03-01,"Rent, March",-1500.00,Rent,8500.00,Chase Checking',
      '2024-03-01,"Rent, March",-1500.00,Rent,8500.00,"Amex, 1004"',
    ]);
    expect(isTransactionExport(transactionExportRows([onCard], names))).toBe(true);
  });

  it('is left out for a ledger of one account', () => {
    expect(transactionsToCsv([rent], new Map([['main', 'Main account']])).split('\n')[0]).toBe(
      'Date,Description,Amount,Category,Balance',
    );
  });
});

import type { Transaction } from '@cashline/core';

/** The day the analytics tests are run "on". */
export const TODAY = '2024-06-15';

let nextId = 0;

function entry(
  date: string,
  amount: number,
  category: string,
  description: string,
  balance?: number,
): Transaction {
  nextId += 1;
  const transaction: Transaction = {
    id: `t-${nextId}`,
    date,
    description,
    amount,
    type: amount < 0 ? 'outflow' : 'inflow',
    category,
  };
  if (balance !== undefined) transaction.balance = balance;
  return transaction;
}

/**
 * A small ledger whose figures are worked out by hand in the tests, newest first as the store keeps
 * it. All time: inflows 15,000 (Sales 13,000, Consulting 2,000), outflows 9,000 (Rent 4,500,
 * Payroll 3,000, Marketing 1,000, Utilities 500). June 2024: in 7,000, out 4,500. Balance 20,000.
 */
export function sampleLedger(): Transaction[] {
  return [
    entry('2024-06-10', 5000, 'Sales', 'June sales', 20000),
    entry('2024-06-05', 2000, 'Consulting', 'Advisory retainer'),
    entry('2024-06-03', -1500, 'Rent', 'June rent'),
    entry('2024-06-01', -3000, 'Payroll', 'June payroll'),
    entry('2024-05-20', 4000, 'Sales', 'May sales'),
    entry('2024-05-15', -1500, 'Rent', 'May rent'),
    entry('2024-05-10', -500, 'Utilities', 'Electricity'),
    entry('2024-03-12', 3000, 'Sales', 'March sales'),
    entry('2024-03-01', -1000, 'Marketing', 'Ad campaign'),
    entry('2023-12-15', 1000, 'Sales', 'December sales'),
    entry('2023-12-10', -1500, 'Rent', 'December rent'),
  ];
}

/** The sample ledger with its newest balance replaced, to move the runway around. */
export function ledgerWithBalance(balance: number): Transaction[] {
  const [newest, ...rest] = sampleLedger();
  if (!newest) throw new Error('The sample ledger is empty');
  return [{ ...newest, balance }, ...rest];
}

/**
 * A business that burns cash, worked out by hand: March, April and May 2024 each bring in 2,000
 * and pay out 4,500 (rent 1,500, payroll 3,000), so net burn is 2,500 a month and gross burn 4,500.
 * A June sale leaves the balance at `balance` (10,000 unless given).
 */
export function burningLedger(balance = 10_000): Transaction[] {
  const months = ['2024-05', '2024-04', '2024-03'].flatMap((month) => [
    entry(`${month}-25`, -3000, 'Payroll', `Payroll ${month}`),
    entry(`${month}-15`, 2000, 'Sales', `Sales ${month}`),
    entry(`${month}-01`, -1500, 'Rent', `Rent ${month}`),
  ]);
  return [entry('2024-06-10', 500, 'Sales', 'June sale', balance), ...months];
}

/** The day the rent ledger's forecast starts from. */
export const RENT_AS_OF = '2024-06-30';

/**
 * A ledger the forecast engine reads exactly: rent of 1,000 on the first business day of each
 * month for 18 months, nothing else, 2,000 left on 30 Jun 2024. Its 13 weeks from 1 Jul pay rent
 * on 1 Jul (week 1), 1 Aug (week 5) and Monday 2 Sep (week 10): balances 1,000, 0 and -1,000.
 */
export function rentLedger(): Transaction[] {
  const dates = [
    ...['2023-01-02', '2023-02-01', '2023-03-01', '2023-04-03', '2023-05-01', '2023-06-01'],
    ...['2023-07-03', '2023-08-01', '2023-09-01', '2023-10-02', '2023-11-01', '2023-12-01'],
    ...['2024-01-01', '2024-02-01', '2024-03-01', '2024-04-01', '2024-05-01', '2024-06-03'],
  ];
  return dates
    .map((date, i) => entry(date, -1000, 'Rent', `Rent Oak St ${date}`, 19_000 - 1000 * i))
    .reverse();
}

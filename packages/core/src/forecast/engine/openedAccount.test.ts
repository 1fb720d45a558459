import { describe, expect, it } from 'vitest';
import { ledger } from '../../testing/ledger.js';
import { forecastDetail } from './forecastDetail.js';

/**
 * A personal account opened on 4 March 2024 at nil: a salary of 30,000 on the 9th of each month,
 * cash taken out a week later, less than the salary at first. The statement's running balance is
 * `start` plus the flows.
 */
function account(start: number) {
  const book = ledger();
  let balance = start;
  const add = (date: string, amount: number) => {
    balance += amount;
    if (amount > 0) book.inflow(date, amount, { balance, description: 'SALARY ACME' });
    else book.outflow(date, -amount, { balance, description: 'CASH WITHDRAWAL' });
  };
  add('2024-03-04', 500);
  add('2024-03-09', 30_000);
  add('2024-03-16', -9_000);
  add('2024-04-09', 30_000);
  add('2024-04-16', -14_000);
  add('2024-05-09', 30_000);
  add('2024-05-16', -21_000);
  return { transactions: book.build(), balance };
}

describe('an account opened within its 12 weeks of history', () => {
  const asOf = '2024-05-26';

  it('holds the balance it reached instead of carrying its filling on', () => {
    const { transactions, balance } = account(0);
    const { forecast } = forecastDetail(transactions, { asOf });
    expect(forecast.openingBalance).toBe(balance);
    // 46,500 came in net over 12 weeks; carried on, 13 more weeks would add about 50,000.
    const end = forecast.weeks[12]?.balance.expected ?? 0;
    expect(Math.abs(end - balance)).toBeLessThan(2_000);
  });

  it('follows the same flows on from a balance the account already had', () => {
    const { transactions, balance } = account(20_000);
    const { forecast } = forecastDetail(transactions, { asOf });
    const end = forecast.weeks[12]?.balance.expected ?? 0;
    expect(end - balance).toBeGreaterThan(30_000);
  });
});

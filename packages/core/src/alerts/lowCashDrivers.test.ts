import { describe, expect, it } from 'vitest';
import type { Account } from '../accounts/account.js';
import type { LowCashWarning } from '../accounts/lowCash.js';
import { engineForecast } from '../forecast/engineResult.js';
import { ledger } from '../testing/ledger.js';
import { lowCashDrivers } from './lowCashDrivers.js';

const account = (id: string): Account => ({
  id,
  name: id,
  kind: 'checking',
  currency: 'USD',
  openingBalance: 50_000,
  openingDate: '2024-01-01',
  archived: false,
});

/** Checking pays a $1,000 payroll every Monday; the office account $3,000 rent each 1st. */
function twoAccounts() {
  const builder = ledger();
  for (let week = 0; week < 26; week += 1) {
    const date = new Date(Date.UTC(2024, 0, 1 + week * 7)).toISOString().slice(0, 10);
    builder.outflow(date, 1000, {
      accountId: 'checking',
      description: 'GUSTO PAYROLL',
      category: 'Payroll',
    });
  }
  for (let month = 1; month <= 6; month += 1) {
    builder.outflow(`2024-0${month}-01`, 3000, { accountId: 'office', description: 'OFFICE RENT' });
  }
  return builder.build();
}

describe('lowCashDrivers', () => {
  const asOf = '2024-06-24';
  const accounts = [account('checking'), account('office')];
  const transactions = twoAccounts();
  const total = engineForecast(transactions, { asOf, accounts });
  const crossing = (accountId: string | null): LowCashWarning => ({
    accountId,
    name: accountId ?? 'Total cash',
    weekStart: '2024-07-02',
    balanceCents: 0,
    thresholdCents: 100,
  });
  const input = { transactions, accounts, asOf, total, limit: 5 };

  it("lists an account's own coming payments alone, never another account's", () => {
    // To 8 Jul: the office's rent on 1 Jul; checking's payrolls of 1 and 8 Jul are not its.
    expect(lowCashDrivers(crossing('office'), input)).toEqual([
      { date: '2024-07-01', description: 'OFFICE RENT', category: 'Rent', amount: 3000 },
    ]);
    expect(lowCashDrivers(crossing('checking'), input).map((p) => p.description)).toEqual([
      'GUSTO PAYROLL',
      'GUSTO PAYROLL',
    ]);
  });

  it("lists total cash's payments from every account", () => {
    expect(lowCashDrivers(crossing(null), input)).toEqual([
      { date: '2024-07-01', description: 'OFFICE RENT', category: 'Rent', amount: 3000 },
      { date: '2024-07-01', description: 'GUSTO PAYROLL', category: 'Payroll', amount: 1000 },
      { date: '2024-07-08', description: 'GUSTO PAYROLL', category: 'Payroll', amount: 1000 },
    ]);
  });
});

import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { forecastCashFlow } from '@cashline/core';
import type { Account, IsoDate, Transaction } from '@cashline/core';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { aiUnavailable } from '../../components/analytics/aiPanelState';
import { TransactionProvider } from '../../lib/transactions/TransactionProvider';
import { closeDatabase, writeStoredData } from '../../lib/transactions/transactionDb';
import { fixedAsOf, renderWithApp } from '../../testing/renderWithApp';
import { DashboardPage } from './DashboardPage';

const dayAfter = (date: IsoDate, days: number): IsoDate =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

function row(id: string, date: IsoDate, amount: number, description: string): Transaction {
  return {
    id,
    date,
    description,
    amount,
    type: amount > 0 ? 'inflow' : 'outflow',
    category: amount > 0 ? 'Sales' : 'Operations',
    accountId: 'checking',
  };
}

/**
 * Core's burning business (see its `burningWithInvestment`): sixteen weeks from Monday 1 June 2026
 * of $10,000 of payouts, $5,000 of supplies and $10,000 of payroll a week, and the owner's $200,000
 * on 10 June.
 */
function burningWithInvestment(): Transaction[] {
  const rows: Transaction[] = [];
  for (let w = 0; w < 16; w += 1) {
    const monday = dayAfter('2026-06-01', 7 * w);
    const swing = 250 * (w % 4);
    rows.push(row(`m${w}`, monday, 4000 + swing, 'STRIPE PAYOUT'));
    rows.push(row(`t${w}`, dayAfter(monday, 3), 6000 - swing, 'STRIPE PAYOUT'));
    rows.push(row(`s${w}`, dayAfter(monday, 1), -5000, 'SYSCO SUPPLIES'));
    rows.push(row(`p${w}`, dayAfter(monday, 4), -10_000, 'GUSTO PAYROLL NET PAY'));
  }
  rows.push(row('owner', '2026-06-10', 200_000, 'OWNER INVESTMENT J SMITH'));
  return rows.sort((a, b) => b.date.localeCompare(a.date));
}

/** Core's `endedRetainer`: payouts and supplies weekly from 2 March 2026, a $9,000 retainer until 7 August. */
function endedRetainer(): Transaction[] {
  const rows: Transaction[] = [];
  for (let w = 0; w < 26; w += 1) {
    const monday = dayAfter('2026-03-02', 7 * w);
    rows.push(row(`m${w}`, monday, 10_000 + 250 * (w % 4), 'STRIPE PAYOUT'));
    rows.push(row(`s${w}`, dayAfter(monday, 1), -4000, 'SYSCO SUPPLIES'));
    if (w < 23) rows.push(row(`r${w}`, dayAfter(monday, 4), -9000, 'AGENCY RETAINER'));
  }
  return rows.sort((a, b) => b.date.localeCompare(a.date));
}

const CHECKING: Account = {
  id: 'checking',
  name: 'Chase Checking',
  kind: 'checking',
  currency: 'USD',
  openingBalance: 20_000,
  openingDate: '2024-01-01',
  archived: false,
};

/** Half a year of a $1,000 weekly payroll and card sales of $700 to $1,300 a week. */
function salesLedger(): Transaction[] {
  const rows: Transaction[] = [];
  for (let week = 0; week < 26; week += 1) {
    rows.push(row(`pay${week}`, dayAfter('2024-01-01', week * 7), -1000, 'GUSTO PAYROLL'));
    const amount = 700 + ((week * 7) % 13) * 50;
    rows.push(row(`sale${week}`, dayAfter('2024-01-03', week * 7), amount, 'SQUARE DEPOSIT'));
  }
  return rows.sort((a, b) => b.date.localeCompare(a.date));
}

beforeEach(() => {
  closeDatabase();
  globalThis.indexedDB = new IDBFactory();
});
afterEach(() => closeDatabase());

describe("the dashboard's forecast story", () => {
  it("names the owner's investment the falling forecast leaves out while the burn added cash", () => {
    const asOf = '2026-09-20';
    renderWithApp(
      <DashboardPage transactions={burningWithInvestment()} asOf={asOf} ai={aiUnavailable} />,
      fixedAsOf({ date: asOf }),
    );
    const runway = within(screen.getByRole('region', { name: 'Cash Runway' }));
    expect(
      runway.getByText(
        /^The forecast falls by \$65,000 over 13 weeks, while the last months added cash: .*; the \$200,000 from Owner Investment J Smith on 06\/10\/2026 is left out as a one-off\.$/,
      ),
    ).toBeVisible();
  });

  it('names the retainer that stopped when the forecast rises while the burn burnt cash', () => {
    const asOf = '2026-08-30';
    renderWithApp(
      <DashboardPage transactions={endedRetainer()} asOf={asOf} ai={aiUnavailable} />,
      fixedAsOf({ date: asOf }),
    );
    const runway = within(screen.getByRole('region', { name: 'Cash Runway' }));
    expect(
      runway.getByText(
        /^The forecast rises by \$81,250 over 13 weeks, while the last months burnt cash: .*; Agency Retainer \(\$9,000 weekly, last on 08\/07\/2026\) has stopped\.$/,
      ),
    ).toBeVisible();
  });

  it('warns that total cash could fall below the minimum, saying the chance', async () => {
    const asOf = '2024-06-24';
    const transactions = salesLedger();
    const weeks = forecastCashFlow(transactions, { asOf, accounts: [CHECKING] }).weeks;
    const lowest = weeks.reduce((a, b) => (b.balance.expected < a.balance.expected ? b : a));
    const { expected, low } = lowest.balance;
    // A fifth of the way down to the 10th percentile: a chance of about 4 in 10 (z = -1.28 / 5),
    // the expected balance still above the minimum.
    const minimum = Math.round(expected - (expected - low) / 5);
    await writeStoredData({
      transactions,
      importBatches: [],
      accounts: [CHECKING],
      cashMinimum: minimum,
    });
    renderWithApp(
      <TransactionProvider>
        <DashboardPage transactions={transactions} asOf={asOf} ai={aiUnavailable} />
      </TransactionProvider>,
      fixedAsOf({ date: asOf }),
    );
    const day = Number(lowest.start.slice(8, 10));
    const money = (amount: number) => `\\$${Math.round(amount).toLocaleString('en-US')}`;
    expect(
      await screen.findByText(
        new RegExp(
          `^Total cash could fall below your ${money(minimum)} minimum in the week of ${day} \\w+ ` +
            `\\(a chance of about 4 in 10\\); the forecast expects ${money(expected)} then\\.$`,
        ),
      ),
    ).toBeVisible();
  });
});

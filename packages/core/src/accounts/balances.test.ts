import { describe, expect, it } from 'vitest';
import { analyze } from '../analytics/analyze.js';
import { cashFlowStatement } from '../reports/cashFlowStatement.js';
import { ledger } from '../testing/ledger.js';
import type { Account } from './account.js';
import { defaultAccount } from './account.js';
import { accountBalances, accountBalancesOn, cashPosition } from './balances.js';

function account(id: string, overrides: Partial<Account> = {}): Account {
  return {
    id,
    name: id,
    kind: 'checking',
    currency: 'USD',
    openingBalance: 0,
    openingDate: '2024-01-01',
    archived: false,
    ...overrides,
  };
}

describe('accountBalances', () => {
  it('adds the amounts from the opening date to the opening balance, up to the as-of date', () => {
    const accounts = [account('checking', { openingBalance: 1000, openingDate: '2024-01-05' })];
    const transactions = ledger()
      .inflow('2024-01-03', 999, { accountId: 'checking' })
      .inflow('2024-01-05', 200, { accountId: 'checking' })
      .outflow('2024-01-20', 50.25, { accountId: 'checking' })
      .outflow('2024-02-01', 400, { accountId: 'checking' })
      .build();
    const [balance] = accountBalances(transactions, accounts, '2024-01-31');
    expect(balance).toEqual({
      accountId: 'checking',
      balanceCents: 114_975,
      fromStatement: false,
      lastDate: '2024-01-20',
      count: 3,
    });
  });

  it("takes the statement's newest running balance when the transactions carry one", () => {
    const accounts = [account('checking', { openingBalance: 5 })];
    const transactions = ledger()
      .inflow('2024-01-02', 100, { accountId: 'checking', balance: 2100 })
      .outflow('2024-01-03', 40, { accountId: 'checking', balance: 2060 })
      .outflow('2024-01-04', 10, { accountId: 'checking' })
      .build();
    const [balance] = accountBalances(transactions, accounts, '2024-01-31');
    expect(balance?.balanceCents).toBe(205_000);
    expect(balance?.fromStatement).toBe(true);
  });

  it("adds to the newest day's running balance what carries none from that day on, in any order", () => {
    const transactions = ledger()
      .inflow('2024-01-02', 7)
      .inflow('2024-01-03', 1000, { balance: 1000 })
      .outflow('2024-01-04', 20, { balance: 980 })
      .outflow('2024-01-04', 5)
      .outflow('2024-01-05', 10)
      .build();
    const accounts = [defaultAccount('2024-01-01')];
    for (const list of [transactions, [...transactions].reverse()]) {
      const [balance] = accountBalances(list, accounts, '2024-01-31');
      expect(balance).toMatchObject({ balanceCents: 96_500, fromStatement: true, count: 5 });
    }
    // As of the 3rd, the 3rd's balance alone: the 2nd came before it.
    const [earlier] = accountBalances(transactions, accounts, '2024-01-03');
    expect(earlier).toMatchObject({ balanceCents: 100_000, lastDate: '2024-01-03', count: 2 });
  });

  it("reads a card statement's balance of what is owed as money owed", () => {
    const accounts = [account('card', { kind: 'credit card' })];
    const transactions = ledger()
      .outflow('2024-01-02', 100, { accountId: 'card', balance: 600 })
      .outflow('2024-01-03', 50, { accountId: 'card', balance: 650 })
      .inflow('2024-01-04', 500, { accountId: 'card', balance: 150 })
      .build();
    const [balance] = accountBalances(transactions, accounts, '2024-01-31');
    expect(balance?.balanceCents).toBe(-15_000);
  });

  it('keeps transactions of an unknown account in the total', () => {
    const transactions = ledger().inflow('2024-01-02', 10, { accountId: 'gone' }).build();
    const balances = accountBalances(transactions, [account('checking')], '2024-01-31');
    expect(balances.map((b) => [b.accountId, b.balanceCents])).toEqual([
      ['checking', 0],
      ['gone', 1000],
    ]);
  });
});

describe('cashPosition', () => {
  it('sums cash-like accounts as cash and cards and loans as owed', () => {
    const accounts = [
      account('checking', { openingBalance: 10_000 }),
      account('savings', { kind: 'savings', openingBalance: 5000 }),
      account('card', { kind: 'credit card', openingBalance: -1200 }),
      account('loan', { kind: 'loan', openingBalance: -3000 }),
    ];
    const position = cashPosition(accountBalances([], accounts, '2024-02-01'), accounts);
    expect(position).toEqual({ cashCents: 1_500_000, owedCents: 420_000, netCents: 1_080_000 });
  });

  it('is the balance the analysis shows when accounts are given; a transfer moves it but no flow', () => {
    const accounts = [
      account('checking', { openingBalance: 3000 }),
      account('card', { kind: 'credit card', openingBalance: -500 }),
    ];
    const transactions = ledger()
      .inflow('2024-01-10', 1000, { accountId: 'checking' })
      .outflow('2024-01-12', 200, { accountId: 'card' })
      .outflow('2024-01-15', 700, { accountId: 'checking', transferId: 'transfer-1' })
      .inflow('2024-01-16', 700, { accountId: 'card', transferId: 'transfer-1' })
      .build();
    const analysis = analyze(transactions, { asOf: '2024-01-31', accounts });
    // Checking 3000 + 1000 - 700 = 3300; card -500 - 200 + 700 = 0.
    expect(analysis.latestBalance).toBe(3300);
    expect(analysis.inflows.total).toBe(1000);
    expect(analysis.outflows.total).toBe(200);
  });

  it('gives the old balance for a ledger in the default account alone', () => {
    const transactions = ledger()
      .inflow('2024-01-02', 100, { balance: 1100 })
      .outflow('2024-01-03', 30)
      .build();
    const plain = analyze(transactions, { asOf: '2024-01-31' });
    const withDefault = analyze(transactions, {
      asOf: '2024-01-31',
      accounts: [defaultAccount('2024-01-02')],
    });
    expect(withDefault.latestBalance).toBe(plain.latestBalance);
    expect(plain.latestBalance).toBe(1070);
  });
});

describe('the cash-flow statement with accounts', () => {
  it("closes on the accounts' consolidated balance", () => {
    const accounts = [
      account('checking', { openingBalance: 3000 }),
      account('card', { kind: 'credit card', openingBalance: -500 }),
    ];
    const transactions = ledger()
      .inflow('2024-01-10', 1000, { accountId: 'checking' })
      .outflow('2024-01-12', 200, { accountId: 'card' })
      .build();
    const statement = cashFlowStatement(transactions, {
      asOf: '2024-01-31',
      period: 'month',
      accounts,
    });
    expect(statement.closingCash.at(-1)).toBe(3300);
  });
});

describe('accountBalancesOn', () => {
  it('gives on each date what accountBalances gives as of it', () => {
    const accounts: Account[] = [
      { ...defaultAccount('2026-01-01'), openingBalance: 500 },
      {
        id: 'card',
        name: 'Card',
        kind: 'credit card',
        currency: 'USD',
        openingBalance: 0,
        openingDate: '2026-02-10',
        archived: false,
      },
    ];
    const book = ledger()
      .inflow('2026-01-05', 1000, { balance: 1500 })
      .outflow('2026-01-20', 200, { balance: 1300 })
      .outflow('2026-02-03', 50)
      .outflow('2026-02-12', 80, { accountId: 'card' })
      .outflow('2026-02-12', 20, { accountId: 'card' })
      .outflow('2026-03-01', 30, { accountId: 'card' })
      .inflow('2026-03-02', 40, { accountId: 'elsewhere' });
    const transactions = book.buildNewestFirst();
    const dates = ['2025-12-31', '2026-01-31', '2026-02-12', '2026-02-28', '2026-03-31'];
    const on = accountBalancesOn(transactions, accounts, dates);
    for (const date of dates) {
      expect(on.get(date)).toEqual(accountBalances(transactions, accounts, date));
    }
    // The checking account's running balance, then an amount after it; the card since it opened
    // (two payments on one day, counted as two).
    expect(on.get('2026-02-28')?.map((b) => b.balanceCents)).toEqual([125_000, -10_000]);
  });
});

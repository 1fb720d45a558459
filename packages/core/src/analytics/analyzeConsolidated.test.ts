import { describe, expect, it } from 'vitest';
import type { Account } from '../accounts/account.js';
import { parseRate } from '../currency/rate.js';
import type { Rate } from '../currency/rate.js';
import { rateTable } from '../currency/rateTable.js';
import type { Transaction } from '../transaction.js';
import { analyze } from './analyze.js';
import { analyzeConsolidated } from './analyzeConsolidated.js';

function account(id: string, currency: string, kind: Account['kind'] = 'checking'): Account {
  return {
    id,
    name: `${currency} ${kind}`,
    kind,
    currency,
    openingBalance: id === 'gbp' ? 1_000 : 0,
    openingDate: '2026-05-01',
    archived: false,
  };
}

let nextId = 0;
function tx(
  accountId: string,
  date: string,
  amount: number,
  category: string,
  transferId?: string,
): Transaction {
  nextId += 1;
  return {
    id: `t${nextId}`,
    date,
    description: category,
    amount,
    type: amount < 0 ? 'outflow' : 'inflow',
    category,
    accountId,
    ...(transferId === undefined ? {} : { transferId }),
  };
}

function rate(text: string): Rate {
  return parseRate(text) as Rate;
}

// Euro rates (ECB style) on three Fridays' month ends.
const rates = rateTable('EUR', [
  { date: '2026-05-29', currency: 'USD', rate: rate('1.1000') },
  { date: '2026-05-29', currency: 'GBP', rate: rate('0.8500') },
  { date: '2026-06-30', currency: 'USD', rate: rate('1.2000') },
  { date: '2026-06-30', currency: 'GBP', rate: rate('0.8000') },
  { date: '2026-07-31', currency: 'USD', rate: rate('1.1750') },
  { date: '2026-07-31', currency: 'GBP', rate: rate('0.8550') },
]);
const reporting = { currency: 'GBP', rates };
const accounts = [
  account('gbp', 'GBP'),
  account('eur', 'EUR'),
  account('usd', 'USD', 'credit card'),
];
const ledger = [
  tx('gbp', '2026-05-29', 500, 'Sales'), // 500.00 GBP
  tx('eur', '2026-05-29', 1_000, 'Sales'), // x 0.85 = 850.00 GBP
  tx('usd', '2026-05-30', -110, 'Software'), // Saturday: Friday's 0.85 / 1.10, = -85.00 GBP
  tx('eur', '2026-06-30', -250, 'Rent'), // x 0.80 = -200.00 GBP
  tx('usd', '2026-06-30', -60, 'Software'), // x 0.80 / 1.20 = -40.00 GBP
  tx('gbp', '2026-06-30', -300, 'Payroll'), // -300.00 GBP
  tx('eur', '2026-07-31', 10.01, 'Sales'), // x 0.855 = 8.55855, 8.56 GBP
  tx('usd', '2026-07-31', -0.03, 'Fees'), // x 0.855 / 1.175 = -0.0218, -0.02 GBP
];
const asOf = '2026-07-31';

describe('analyzeConsolidated', () => {
  it('converts flows at each date rate and balances at the as-of rate, to the cent', () => {
    const result = analyzeConsolidated(ledger, { asOf, accounts, reporting });
    // 500 + 850 + 8.56; 85 + 200 + 40 + 300 + 0.02.
    expect(result.inflows.total).toBe(1_358.56);
    expect(result.outflows.total).toBe(625.02);
    expect(result.net).toBe(733.54);
    expect(result.outflows.categories.map((c) => [c.category, c.amount])).toEqual([
      ['Payroll', 300],
      ['Rent', 200],
      ['Software', 125],
      ['Fees', 0.02],
    ]);
    // GBP 1,200.00; EUR 760.01 x 0.855 = 649.81; the card owes USD 170.03 x 0.855 / 1.175 = 123.72.
    expect(result.latestBalance).toBe(1_726.09);
    expect(result.trend.slice(-3).map((m) => [m.monthKey, m.inflows, m.outflows])).toEqual([
      ['2026-05', 1_350, 85],
      ['2026-06', 0, 540],
      ['2026-07', 8.56, 0.02],
    ]);
    // Burn over May-July: (625.02 - 1,358.56) / 3 = -244.51 (cash-flow positive); gross 208.34.
    expect(result.runwayPage.netBurn).toBe(-244.51);
    expect(result.runwayPage.grossBurn).toBe(208.34);
    expect(result.currency).toEqual({
      reportingCurrency: 'GBP',
      converted: true,
      ratesDate: '2026-07-31',
      implied: [],
      missing: [],
      affected: [],
      exchange: { cents: 0, transfers: 0, unpriced: 0 },
    });
  });

  it('dates the balances by the latest earlier rate on a day without one', () => {
    const sunday = analyzeConsolidated(ledger, { asOf: '2026-08-02', accounts, reporting });
    expect(sunday.currency.ratesDate).toBe('2026-07-31');
    expect(sunday.latestBalance).toBe(1_726.09);
  });

  it('leaves money without a rate out and names the figures it leaves short', () => {
    const withFranc = [...accounts, account('chf', 'CHF')];
    const result = analyzeConsolidated(
      [...ledger, tx('chf', '2026-07-15', -100, 'Rent'), tx('chf', '2025-01-10', -40, 'Rent')],
      { asOf, accounts: withFranc, reporting },
    );
    expect(result.outflows.total).toBe(625.02);
    expect(result.latestBalance).toBe(1_726.09);
    expect(result.currency.missing).toEqual([
      {
        currency: 'CHF',
        transactions: 2,
        from: '2025-01-10',
        to: '2026-07-15',
        balance: true,
        figures: ['balance', 'outflows', 'net', 'trend', 'burn', 'runway', 'forecast'],
      },
    ]);
    expect(result.currency.affected).toEqual(result.currency.missing[0]?.figures);

    const oldOnly = analyzeConsolidated([...ledger, tx('chf', '2025-01-10', 40, 'Sales')], {
      asOf,
      accounts: withFranc,
      reporting,
    });
    // Long before the trend, burn and forecast windows: only the period's inflows and net.
    expect(oldOnly.currency.missing[0]?.figures).toEqual([
      'balance',
      'inflows',
      'net',
      'runway',
      'forecast',
    ]);
  });

  it('counts a transfer between currencies in no flow and reports its exchange loss', () => {
    const transfer = [
      // 1,000.00 EUR at 0.855 is 855.00 GBP; 845.00 GBP arrived: 10.00 GBP lost on the exchange.
      tx('eur', '2026-07-31', -1_000, 'Transfer', 'x-1'),
      tx('gbp', '2026-07-31', 845, 'Transfer', 'x-1'),
      // A transfer within one currency has no exchange result.
      tx('gbp', '2026-07-30', -50, 'Transfer', 'x-2'),
      tx('gbp', '2026-07-31', 50, 'Transfer', 'x-2'),
    ];
    const result = analyzeConsolidated([...ledger, ...transfer], { asOf, accounts, reporting });
    expect(result.inflows.total).toBe(1_358.56);
    expect(result.outflows.total).toBe(625.02);
    expect(result.currency.exchange).toEqual({ cents: -1_000, transfers: 1, unpriced: 0 });
    // The balances hold the loss: GBP 1,200 + 845; EUR (760.01 - 1,000) x 0.855 = -205.19; the card.
    expect(result.latestBalance).toBe(1_716.09);

    const dayBefore = analyzeConsolidated([...ledger, ...transfer], {
      asOf: '2026-07-30',
      accounts,
      reporting,
    });
    expect(dayBefore.currency.exchange).toEqual({ cents: 0, transfers: 0, unpriced: 0 });

    // 20 July is 20 days after the last rate before it: the transfer's result is unknown, not 1:1.
    const stale = analyzeConsolidated(
      [
        ...ledger,
        tx('eur', '2026-07-20', -100, 'Transfer', 'x-3'),
        tx('gbp', '2026-07-21', 80, 'Transfer', 'x-3'),
      ],
      { asOf, accounts, reporting },
    );
    expect(stale.currency.exchange).toEqual({ cents: 0, transfers: 0, unpriced: 1 });
    expect(stale.outflows.total).toBe(625.02);
  });

  it('is the plain analysis when every account is in the reporting currency', () => {
    const pounds = accounts.map((a) => ({ ...a, currency: 'GBP' }));
    const result = analyzeConsolidated(ledger, { asOf, accounts: pounds, reporting });
    const { currency, ...analysis } = result;
    expect(analysis).toEqual(analyze(ledger, { asOf, accounts: pounds }));
    expect(currency).toEqual({
      reportingCurrency: 'GBP',
      converted: false,
      ratesDate: null,
      implied: [],
      missing: [],
      affected: [],
      exchange: { cents: 0, transfers: 0, unpriced: 0 },
    });
  });
});

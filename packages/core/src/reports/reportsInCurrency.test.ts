import { describe, expect, it } from 'vitest';
import { rateTable } from '../currency/rateTable.js';
import { consolidatedEngineForecast } from '../forecast/consolidatedForecast.js';
import {
  currencyAccounts as accounts,
  currencyLedger as ledger,
  julyRates,
  rate,
} from '../testing/currencyLedger.js';
import { boardPack } from './boardPack.js';
import { boardPackSheets } from './boardPackSheets.js';
import { cashFlowStatement } from './cashFlowStatement.js';
import { customReport } from './custom/customReport.js';
import { customReportSheets } from './custom/customReportSheets.js';
import { customReportDefinitionSchema } from './custom/definition.js';

const asOf = '2026-07-31';
const rates = julyRates;
const reporting = { currency: 'GBP', rates };
// Only the euro's rate of the 10th: the USD leg has none, and the 20th is 10 days past it.
const fewRates = {
  currency: 'GBP',
  rates: rateTable('EUR', [{ date: '2026-07-10', currency: 'GBP', rate: rate('0.86') }]),
};

describe('the cash-flow statement over accounts in several currencies', () => {
  it('converts each flow at its date rate and closes on the balances at the as-of rate', () => {
    const statement = cashFlowStatement(ledger, { asOf, period: 'month', accounts, reporting });
    expect(statement.inflows).toEqual([{ category: 'Sales', amounts: [860], total: 860 }]);
    // 86.00 + 8.56.
    expect(statement.totalOutflows).toEqual([94.56]);
    expect(statement.net).toEqual([765.44]);
    // EUR 989.99 x 0.85 = 841.49; USD -117.50 x 0.85 / 1.16 = -86.0991, -86.10: 755.39.
    expect(statement.closingCash).toEqual([755.39]);
    // Nothing held on 30 Jun: what the cash lost on the rates is the month's exchange effect.
    expect(statement.openingCash).toEqual([0]);
    expect(statement.exchangeEffect).toEqual([-10.05]);
    expect(statement.currencyNote).toMatchObject({
      reportingCurrency: 'GBP',
      converted: true,
      ratesDate: '2026-07-31',
      missing: [],
    });
  });

  it('leaves out and names the money with no rate, never taking it 1:1', () => {
    const statement = cashFlowStatement(ledger, {
      asOf,
      period: 'month',
      accounts,
      reporting: fewRates,
    });
    expect(statement.totalInflows).toEqual([860]);
    expect(statement.totalOutflows).toEqual([0]);
    expect(statement.closingCash).toEqual([0]);
    expect(statement.currencyNote?.missing).toEqual([
      {
        currency: 'EUR',
        transactions: 1,
        from: '2026-07-20',
        to: '2026-07-20',
        balance: true,
        figures: ['balance', 'outflows', 'net'],
      },
      {
        currency: 'USD',
        transactions: 1,
        from: '2026-07-10',
        to: '2026-07-10',
        balance: true,
        figures: ['balance', 'outflows', 'net'],
      },
    ]);
  });

  it('stays as it was with every account in the reporting currency', () => {
    const statement = cashFlowStatement(ledger, {
      asOf,
      period: 'month',
      accounts,
      reporting: { currency: 'EUR', rates },
    });
    expect(statement.currencyNote?.reportingCurrency).toBe('EUR');
    const plain = cashFlowStatement(ledger, { asOf, period: 'month', accounts });
    expect(plain.currencyNote).toBeUndefined();
    expect(plain.totalOutflows).toEqual([127.51]);
  });
});

describe('a custom report over accounts in several currencies', () => {
  const definition = customReportDefinitionSchema.parse({
    name: 'By account',
    period: { kind: 'preset', preset: 'this-year' },
    grouping: 'account',
  });

  it('sums each group in the reporting currency', () => {
    const report = customReport(ledger, definition, { asOf, accounts, reporting });
    expect(report.rows.map((r) => [r.label, r.inflows, r.outflows, r.count])).toEqual([
      ['eur', 860, 8.56, 2],
      ['usd', 0, 86, 1],
    ]);
    expect(report.total).toEqual({ inflows: 860, outflows: 94.56, net: 765.44, count: 3 });
    expect(report.currencyNote).toMatchObject({ reportingCurrency: 'GBP', converted: true });
  });

  it('filters on the converted amounts, and says the limits are in the reporting currency', () => {
    const limited = (filters: object) =>
      customReport(ledger, customReportDefinitionSchema.parse({ ...definition, filters }), {
        asOf,
        accounts,
        reporting,
      });
    // From £100: the £860.00 sale alone, not the $117.50 (£86.00) that is 117.50 in dollars.
    expect(limited({ minAmount: 100 }).total).toEqual({
      inflows: 860,
      outflows: 0,
      net: 860,
      count: 1,
    });
    // Up to £90: £86.00 and £8.56 out, not the €10.01 alone as native amounts would have it.
    const small = limited({ maxAmount: 90 });
    expect(small.total).toEqual({ inflows: 0, outflows: 94.56, net: -94.56, count: 2 });
    expect(customReportSheets(small)[0]?.title).toContain('amounts up to 90.00 GBP (converted)');
  });

  it('names the transactions a missing rate leaves out', () => {
    const report = customReport(ledger, definition, { asOf, accounts, reporting: fewRates });
    expect(report.total).toEqual({ inflows: 860, outflows: 0, net: 860, count: 1 });
    expect(report.currencyNote?.affected).toEqual(['outflows', 'net']);
    expect(report.currencyNote?.missing.map((m) => [m.currency, m.transactions])).toEqual([
      ['EUR', 1],
      ['USD', 1],
    ]);
  });
});

describe('a board pack over accounts in several currencies', () => {
  const forecast = consolidatedEngineForecast(ledger, { asOf, accounts, reporting });

  it("shows each account in its own currency and the pack's, and converts its totals", () => {
    const pack = boardPack({
      transactions: ledger,
      accounts,
      month: '2026-07',
      asOf,
      forecast,
      reporting,
    });
    expect(pack.accounts).toEqual([
      {
        name: 'eur',
        kind: 'Checking',
        balance: 841.49,
        native: { currency: 'EUR', balance: 989.99 },
      },
      {
        name: 'usd',
        kind: 'Checking',
        balance: -86.1,
        native: { currency: 'USD', balance: -117.5 },
      },
    ]);
    expect(pack.cash.net).toBe(755.39);
    expect(pack.runway.balance).toBe(755.39);
    expect(pack.statement.closingCash).toEqual([755.39]);
    expect(pack.currencyNote).toMatchObject({ reportingCurrency: 'GBP', ratesDate: asOf });
    const [cash] = boardPackSheets(pack);
    expect(cash?.header).toEqual([
      'Account',
      'Kind',
      'Balance (GBP)',
      'Currency',
      'Balance in its currency',
    ]);
  });

  it('shows an account without a rate as such, out of the total', () => {
    const pack = boardPack({
      transactions: ledger,
      accounts,
      month: '2026-07',
      asOf,
      forecast,
      reporting: fewRates,
    });
    expect(pack.accounts.map((a) => a.balance)).toEqual([null, null]);
    expect(pack.cash.net).toBe(0);
    expect(pack.currencyNote?.affected).toContain('balance');
    const [cash] = boardPackSheets(pack);
    expect(cash?.rows[0]).toEqual(['eur', 'Checking', 'no rate', 'EUR', 989.99]);
  });
});

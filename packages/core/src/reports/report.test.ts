import { describe, expect, it } from 'vitest';
import { ledger } from '../testing/ledger.js';
import { buildReport, reportExport, reportExportFileName } from './report.js';

const TODAY = '2024-05-20';
const transactions = ledger()
  .inflow('2024-05-02', 1000, { category: 'Sales' })
  .outflow('2024-05-03', 400, { category: 'Rent' })
  .inflow('2024-05-03', 50, { category: 'Rent', description: 'Deposit refund' })
  .outflow('2024-04-15', 120.25, { category: 'Utilities' })
  .inflow('2024-03-31', 10, { category: 'Sales' })
  .outflow('2023-12-31', 5, { category: 'Fees' })
  .build();

describe('buildReport', () => {
  it('totals the period', () => {
    const report = buildReport(transactions, {
      asOf: TODAY,
      period: 'month',
      reportType: 'summary',
    });
    expect(report.summary).toEqual({
      totalInflows: 1050,
      totalOutflows: 400,
      netCashFlow: 650,
      transactionCount: 3,
    });
  });

  it('breaks the period down per category, with inflows, outflows and net', () => {
    const report = buildReport(transactions, {
      asOf: TODAY,
      period: 'quarter',
      reportType: 'summary',
    });
    expect(report.categoryBreakdown).toEqual([
      { category: 'Sales', inflows: 1000, outflows: 0, net: 1000 },
      { category: 'Rent', inflows: 50, outflows: 400, net: -350 },
      { category: 'Utilities', inflows: 0, outflows: 120.25, net: -120.25 },
    ]);
  });

  it.each([
    ['month', 3],
    ['quarter', 4],
    ['year', 5],
    ['all', 6],
  ] as const)('the %s period holds %i transactions', (period, count) => {
    const report = buildReport(transactions, { asOf: TODAY, period, reportType: 'summary' });
    expect(report.summary.transactionCount).toBe(count);
    expect(report.recentTransactions).toHaveLength(count);
  });

  it('subtotals the breakdown by category group, the user’s groups over the built-in ones', () => {
    const options = { asOf: TODAY, period: 'quarter', reportType: 'summary' } as const;
    // Sales 1000 in (Revenue); Rent 50 in, 400 out and Utilities 120.25 out (Operating costs).
    expect(buildReport(transactions, options).groupBreakdown).toEqual([
      { group: 'Revenue', categories: ['Sales'], inflows: 1000, outflows: 0, net: 1000 },
      {
        group: 'Operating costs',
        categories: ['Rent', 'Utilities'],
        inflows: 50,
        outflows: 520.25,
        net: -470.25,
      },
    ]);
    const regrouped = buildReport(transactions, {
      ...options,
      categories: [{ name: 'Utilities', group: 'Premises' }],
    });
    expect(regrouped.groupBreakdown.map((row) => [row.group, row.outflows])).toEqual([
      ['Revenue', 0],
      ['Operating costs', 400],
      ['Premises', 120.25],
    ]);
  });
  it('lists the 10 newest transactions of the period, newest first', () => {
    const report = buildReport(transactions, {
      asOf: TODAY,
      period: 'all',
      reportType: 'summary',
    });
    expect(report.recentTransactions.map((t) => t.id)).toEqual([
      't-2',
      't-3',
      't-1',
      't-4',
      't-5',
      't-6',
    ]);
    expect(report.transactions).toEqual([]);
    expect(report.forecast).toBeNull();
  });

  it('the detailed report carries every transaction of the period', () => {
    const report = buildReport(transactions, {
      asOf: TODAY,
      period: 'year',
      reportType: 'detailed',
    });
    expect(report.transactions.map((t) => t.id)).toEqual(['t-2', 't-3', 't-1', 't-4', 't-5']);
  });

  it('the forecast report carries the 13-week fallback forecast', () => {
    const report = buildReport(transactions, {
      asOf: TODAY,
      period: 'all',
      reportType: 'forecast',
    });
    expect(report.forecast?.weeklyForecasts).toHaveLength(13);
  });
});

describe('reportExport', () => {
  it('has the fields of app.md section 3', () => {
    const report = buildReport(transactions, {
      asOf: TODAY,
      period: 'month',
      reportType: 'summary',
    });
    const exported = reportExport(report);
    expect(Object.keys(exported)).toEqual([
      'asOf',
      'period',
      'reportType',
      'summary',
      'categoryBreakdown',
      'groupBreakdown',
      'transactions',
    ]);
    expect(exported.period).toBe('month');
    expect(exported.transactions.map((t) => t.id)).toEqual(['t-2', 't-3', 't-1']);
    expect(JSON.parse(JSON.stringify(exported))).toEqual(exported);
  });

  it('carries the accounts with their balances when the ledger has accounts', () => {
    const account = (id: string, name: string, kind: 'checking' | 'credit card') => ({
      id,
      name,
      kind,
      currency: 'USD',
      openingBalance: 0,
      openingDate: '2024-01-01',
      archived: false,
    });
    const twoAccounts = ledger()
      .inflow('2024-05-02', 1000, { accountId: 'main' })
      .outflow('2024-05-03', 400, { accountId: 'main' })
      .outflow('2024-05-04', 120.25, { accountId: 'amex' })
      .build();
    const exported = reportExport(
      buildReport(twoAccounts, {
        asOf: TODAY,
        period: 'month',
        reportType: 'summary',
        accounts: [
          account('main', 'Main account', 'checking'),
          account('amex', 'Amex', 'credit card'),
        ],
      }),
    );
    expect(exported.accounts).toEqual([
      {
        id: 'main',
        name: 'Main account',
        kind: 'checking',
        currency: 'USD',
        balance: 600,
        lastDate: '2024-05-03',
      },
      {
        id: 'amex',
        name: 'Amex',
        kind: 'credit card',
        currency: 'USD',
        balance: -120.25,
        lastDate: '2024-05-04',
      },
    ]);
  });

  it('adds the forecast to a forecast report and every transaction to a detailed one', () => {
    const forecast = reportExport(
      buildReport(transactions, { asOf: TODAY, period: 'all', reportType: 'forecast' }),
    );
    expect(forecast.forecast?.weeklyForecasts).toHaveLength(13);
    const detailed = reportExport(
      buildReport(transactions, { asOf: TODAY, period: 'all', reportType: 'detailed' }),
    );
    expect(detailed.transactions).toHaveLength(6);
    expect(detailed.forecast).toBeUndefined();
  });

  it("writes the forecast report's key insights in the given currency", () => {
    const inEuros = buildReport(transactions, {
      asOf: TODAY,
      period: 'all',
      reportType: 'forecast',
      currency: 'EUR',
    });
    expect(inEuros.forecast?.summary.keyInsights[0]).toMatch(/^Expected weekly inflow .*: €/);
  });

  it('counts nothing dated after the as-of date, and says which date it is as of', () => {
    const planned = ledger().inflow('2024-05-21', 99_999, { category: 'Sales' }).build();
    const report = buildReport([...planned, ...transactions], {
      asOf: TODAY,
      period: 'all',
      reportType: 'detailed',
    });
    const without = buildReport(transactions, {
      asOf: TODAY,
      period: 'all',
      reportType: 'detailed',
    });
    expect(report.asOf).toBe(TODAY);
    expect(report.summary).toEqual(without.summary);
    expect(report.transactions).toEqual(without.transactions);
    expect(reportExport(report).asOf).toBe(TODAY);
  });

  it('names the download after period, type and day', () => {
    const report = buildReport([], { asOf: TODAY, period: 'year', reportType: 'detailed' });
    expect(reportExportFileName(report, TODAY)).toBe(
      'cashline-report-year-detailed-2024-05-20.json',
    );
  });
});

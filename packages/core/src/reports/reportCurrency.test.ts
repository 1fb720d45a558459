import { describe, expect, it } from 'vitest';
import { rateTable } from '../currency/rateTable.js';
import {
  currencyAccounts as accounts,
  currencyLedger as ledger,
  julyRates,
  rate,
} from '../testing/currencyLedger.js';
import { cashFlowStatement } from './cashFlowStatement.js';
import { buildReport } from './report.js';
import { reportSheets } from './reportSheets.js';

describe('a report over accounts in several currencies', () => {
  it('totals in the reporting currency, each transaction rounded at its own date rate', () => {
    const rates = julyRates;
    const report = buildReport(ledger, {
      asOf: '2026-07-31',
      period: 'all',
      reportType: 'summary',
      accounts,
      reporting: { currency: 'GBP', rates },
    });
    expect(report.summary).toEqual({
      totalInflows: 860,
      totalOutflows: 94.56,
      netCashFlow: 765.44,
      transactionCount: 3,
    });
    expect(report.currencyNote?.reportingCurrency).toBe('GBP');
    expect(report.currencyNote?.ratesDate).toBe('2026-07-31');
    expect(report.currencyNote?.missing).toEqual([]);
  });

  it('leaves out and names the money with no rate, never taking it 1:1', () => {
    const rates = rateTable('EUR', [{ date: '2026-07-10', currency: 'GBP', rate: rate('0.86') }]);
    const report = buildReport(ledger, {
      asOf: '2026-07-31',
      period: 'all',
      reportType: 'summary',
      accounts,
      reporting: { currency: 'GBP', rates },
    });
    // Only the EUR sale of the 10th has a rate; the 20th is 11 days past it.
    expect(report.summary.totalInflows).toBe(860);
    expect(report.summary.totalOutflows).toBe(0);
    // Nor is there a rate for the balances on the 31st: each currency is named, not the pair's leg.
    expect(
      report.currencyNote?.missing.map((m) => [m.currency, m.transactions, m.balance]),
    ).toEqual([
      ['EUR', 1, true],
      ['USD', 1, true],
    ]);
    expect(report.currencyNote?.affected).toContain('outflows');
  });

  it("exports the detailed report's transactions with their currency and converted amount", () => {
    const rates = rateTable('EUR', [
      { date: '2026-07-10', currency: 'GBP', rate: rate('0.86') },
      { date: '2026-07-10', currency: 'USD', rate: rate('1.175') },
    ]);
    const reporting = { currency: 'GBP', rates };
    const report = buildReport(ledger, {
      asOf: '2026-07-31',
      period: 'all',
      reportType: 'detailed',
      accounts,
      reporting,
    });
    const sheets = reportSheets(
      report,
      cashFlowStatement(ledger, { asOf: '2026-07-31', period: 'all' }),
      {
        currencies: { accounts, reporting },
      },
    );
    const summary = sheets.find((s) => s.name === 'Summary');
    expect(summary?.rows).toContainEqual(['Reporting currency', 'GBP']);
    const sheet = sheets.find((s) => s.name === 'Transactions');
    expect(sheet?.header).toEqual([
      'Date',
      'Description',
      'Category',
      'Amount',
      'Currency',
      'Converted amount',
      'Converted to',
    ]);
    // The 20th has no rate of its own, the 10th's serves (10 days is past 7): no rate.
    expect(sheet?.rows).toEqual([
      ['2026-07-20', 'c', 'Software', -10.01, 'EUR', 'no rate', 'GBP'],
      ['2026-07-10', 'a', 'Sales', 1_000, 'EUR', 860, 'GBP'],
      ['2026-07-10', 'b', 'Software', -117.5, 'USD', -86, 'GBP'],
    ]);
  });
});

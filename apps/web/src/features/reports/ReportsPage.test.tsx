import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { todayIso } from '../../lib/clock';
import { TODAY, sampleLedger } from '../../testing/analyticsLedger';
import { renderWithApp } from '../../testing/renderWithApp';
import { buildReport, cashFlowStatement, reportSheets } from '@cashline/core';
import { ReportsPage } from './ReportsPage';
import { reportWorkbook } from './reportFiles';
import { captureDownloads, readBlob, readBuffer } from '../../testing/downloads';

function card(name: string) {
  return screen.getByRole('group', { name });
}

function breakdownRows(region = 'Category Breakdown') {
  return within(screen.getByRole('region', { name: region }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => Array.from(row.querySelectorAll('th, td'), (cell) => cell.textContent));
}

afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
});

describe('Financial Reports', () => {
  it("shows this month's totals, category breakdown and recent transactions", () => {
    renderWithApp(<ReportsPage transactions={sampleLedger()} asOf={TODAY} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Financial Reports' })).toBeVisible();
    expect(card('Total Inflows')).toHaveTextContent('$7,000');
    expect(card('Total Outflows')).toHaveTextContent('$4,500');
    expect(card('Net Cash Flow')).toHaveTextContent('$2,500');
    expect(card('Transactions')).toHaveTextContent('4');
    expect(breakdownRows()).toEqual([
      ['Sales', '$5,000', '$0', '$5,000'],
      ['Payroll', '$0', '$3,000', '-$3,000'],
      ['Consulting', '$2,000', '$0', '$2,000'],
      ['Rent', '$0', '$1,500', '-$1,500'],
    ]);
    // Built-in groups: Sales is Revenue, Payroll People, Rent Operating costs; Consulting none.
    expect(breakdownRows('Breakdown by Group')).toEqual([
      ['RevenueSales', '$5,000', '$0', '$5,000'],
      ['PeoplePayroll', '$0', '$3,000', '-$3,000'],
      ['OtherConsulting', '$2,000', '$0', '$2,000'],
      ['Operating costsRent', '$0', '$1,500', '-$1,500'],
    ]);
    expect(
      within(screen.getByRole('region', { name: 'Recent Transactions' })).getAllByRole('listitem'),
    ).toHaveLength(4);
  });

  it('follows the period selector, keeping at most 10 recent transactions', async () => {
    const user = userEvent.setup();
    renderWithApp(<ReportsPage transactions={sampleLedger()} asOf={TODAY} />);
    await user.selectOptions(screen.getByLabelText('Period'), 'All Time');
    expect(card('Total Inflows')).toHaveTextContent('$15,000');
    expect(card('Net Cash Flow')).toHaveTextContent('$6,000');
    expect(card('Transactions')).toHaveTextContent('11');
    expect(
      within(screen.getByRole('region', { name: 'Recent Transactions' })).getAllByRole('listitem'),
    ).toHaveLength(10);
  });

  it('exports the report object as JSON with the totals shown', async () => {
    const user = userEvent.setup();
    const blobs: Blob[] = [];
    const created = vi.fn((blob: Blob) => {
      blobs.push(blob);
      return 'blob:report';
    });
    Object.assign(URL, { createObjectURL: created, revokeObjectURL: vi.fn() });
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    renderWithApp(<ReportsPage transactions={sampleLedger()} asOf={TODAY} />);
    await user.selectOptions(screen.getByLabelText('Report type'), 'Detailed');
    await user.click(screen.getByRole('button', { name: 'Export Report' }));

    expect(clicked).toHaveBeenCalledTimes(1);
    const link = clicked.mock.instances[0] as unknown as HTMLAnchorElement;
    // Named for the day it is made, whatever date the figures are as of.
    expect(link.download).toBe(`cashline-report-month-detailed-${todayIso()}.json`);
    const exported = JSON.parse(await readBlob(blobs[0] as Blob));
    expect(exported).toMatchObject({
      period: 'month',
      reportType: 'detailed',
      summary: { totalInflows: 7000, totalOutflows: 4500, netCashFlow: 2500, transactionCount: 4 },
    });
    expect(exported.transactions).toHaveLength(4);
  });

  it('says so when the period has no transactions', () => {
    renderWithApp(<ReportsPage transactions={[]} asOf={TODAY} />);
    expect(card('Total Inflows')).toHaveTextContent('$0');
    expect(screen.getAllByText('No transactions in this period.')).toHaveLength(3);
  });
});

describe('report files an accountant can open', () => {
  it('shows the monthly cash-flow statement, months as columns, and exports it as CSV', async () => {
    const user = userEvent.setup();
    const { blobs, clicked } = captureDownloads();
    renderWithApp(<ReportsPage transactions={sampleLedger()} asOf={TODAY} />);
    expect(screen.getByLabelText('Period')).toHaveValue('month');
    expect(
      screen.getByText('This month (1 Jun 2024 to 15 Jun 2024), as of 15 Jun 2024'),
    ).toBeVisible();
    await user.selectOptions(screen.getByLabelText('Period'), 'This Quarter');
    await user.selectOptions(screen.getByLabelText('Report type'), 'Cash-flow statement');
    const statement = within(screen.getByRole('region', { name: 'Cash-Flow Statement' }));
    expect(statement.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'Line',
      'Apr 2024',
      'May 2024',
      'Jun 2024',
    ]);
    // Every category of the sample ledger is an operating one; money out is shown negative.
    expect(
      statement.getByRole('rowheader', { name: 'Cash flows from operating activities' }),
    ).toBeVisible();
    expect(
      statement.queryByRole('rowheader', { name: 'Cash flows from investing activities' }),
    ).not.toBeInTheDocument();
    expect(statement.getByRole('row', { name: /^Rent/ })).toHaveTextContent(
      'Rent$0.00-$1,500.00-$1,500.00',
    );
    expect(
      statement.getByRole('row', { name: /^Net cash from operating activities/ }),
    ).toHaveTextContent('Net cash from operating activities$0.00$2,000.00$2,500.00');
    // The sample ledger's balance is 20,000 on 10 June; May nets +2,000 and June +2,500.
    expect(statement.getByRole('row', { name: /^Closing cash/ })).toHaveTextContent(
      'Closing cash$15,500.00$17,500.00$20,000.00',
    );
    await user.click(screen.getByRole('button', { name: 'CSV' }));
    const link = clicked.mock.instances[0] as unknown as HTMLAnchorElement;
    expect(link.download).toBe(`cashline-report-quarter-cashflow-${todayIso()}.csv`);
    const csv = await readBlob(blobs[0] as Blob);
    expect(csv).toContain('Closing cash,15500.00,17500.00,20000.00,20000.00');
    expect(csv.split('\n')[0]).toBe(
      '"Summary: This quarter (1 Apr 2024 to 15 Jun 2024), as of 15 Jun 2024"',
    );
  });

  it('writes an Excel workbook with one worksheet a table and money as numbers', async () => {
    const report = buildReport(sampleLedger(), {
      asOf: TODAY,
      period: 'quarter',
      reportType: 'cashflow',
    });
    const sheets = reportSheets(
      report,
      cashFlowStatement(sampleLedger(), { asOf: TODAY, period: 'quarter' }),
    );
    const { default: ExcelJS } = await import('exceljs');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await reportWorkbook(sheets));
    expect(workbook.worksheets.map((w) => w.name)).toEqual([
      'Summary',
      'Categories',
      'Groups',
      'Cash flow',
    ]);
    const total = workbook.getWorksheet('Summary')?.getRow(3);
    expect(total?.getCell(2).value).toBe(11_000);
    expect(total?.getCell(2).numFmt).toBe('#,##0.00;-#,##0.00');
  });

  it("exports the cash-flow statement to Excel under the company's name, with formulas", async () => {
    localStorage.setItem(
      'userSettings',
      JSON.stringify({ preferences: { companyName: 'Harbour Bakery Ltd' } }),
    );
    const user = userEvent.setup();
    const { blobs } = captureDownloads();
    renderWithApp(<ReportsPage transactions={sampleLedger()} asOf={TODAY} />);
    await user.selectOptions(screen.getByLabelText('Period'), 'This Quarter');
    await user.selectOptions(screen.getByLabelText('Report type'), 'Cash-flow statement');
    await user.click(screen.getByRole('button', { name: 'Excel (XLSX)' }));
    await waitFor(() => expect(blobs).toHaveLength(1));
    const { default: ExcelJS } = await import('exceljs');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await readBuffer(blobs[0] as Blob));
    const sheet = workbook.getWorksheet('Cash flow');
    if (!sheet) throw new Error('No cash-flow sheet');
    const value = (address: string) => sheet.getCell(address).value;
    // Quarter to 15 Jun 2024: April is empty, May nets +2,000, June +2,500; June closes at 20,000.
    expect(value('A1')).toBe(
      'Cash-flow statement: This quarter (1 Apr 2024 to 15 Jun 2024), as of 15 Jun 2024',
    );
    expect(value('A2')).toBe('Harbour Bakery Ltd');
    expect(sheet.getRow(3).values).toEqual([
      undefined,
      '',
      'Apr 2024',
      'May 2024',
      'Jun 2024',
      'Total',
    ]);
    const labels = Array.from({ length: 14 }, (_, i) => value(`A${i + 4}`));
    expect(labels).toEqual([
      'Opening cash',
      'Cash flows from operating activities',
      '  Sales',
      '  Consulting',
      '  Payroll',
      '  Rent',
      '  Utilities',
      'Net cash from operating activities',
      'Cash flows from investing activities',
      'Net cash from investing activities',
      'Cash flows from financing activities',
      'Net cash from financing activities',
      'Net cash flow',
      'Closing cash',
    ]);
    expect(value('B4')).toBe(15_500);
    expect(value('C4')).toEqual({ formula: 'B17', result: 15_500 });
    expect(value('D9')).toBe(-1500);
    expect(value('E9')).toEqual({ formula: 'SUM(B9:D9)', result: -3000 });
    expect(value('C11')).toEqual({ formula: 'SUM(C6:C10)', result: 2000 });
    expect(value('E11')).toEqual({ formula: 'SUM(B11:D11)', result: 4500 });
    expect(value('D16')).toEqual({ formula: 'D11+D13+D15', result: 2500 });
    expect(value('D17')).toEqual({ formula: 'D4+D16', result: 20_000 });
    expect(value('E17')).toEqual({ formula: 'D17', result: 20_000 });
    expect(sheet.getCell('D17').numFmt).toBe('#,##0.00;-#,##0.00');
    expect(sheet.getCell('A17').font?.bold).toBe(true);
    expect(sheet.getCell('A6').font?.bold).toBeFalsy();
  });
});

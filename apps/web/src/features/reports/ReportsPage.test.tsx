import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { todayIso } from '../../lib/clock';
import { TODAY, sampleLedger } from '../../testing/analyticsLedger';
import { renderWithApp } from '../../testing/renderWithApp';
import { ReportsPage } from './ReportsPage';

function card(name: string) {
  return screen.getByRole('region', { name });
}

function breakdownRows() {
  return within(screen.getByRole('region', { name: 'Category Breakdown' }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => Array.from(row.querySelectorAll('th, td'), (cell) => cell.textContent));
}

afterEach(() => vi.restoreAllMocks());

/** jsdom's Blob has no text(); FileReader reads it. */
function readBlob(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(blob);
  });
}

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
    expect(screen.getAllByText('No transactions in this period.')).toHaveLength(2);
  });
});

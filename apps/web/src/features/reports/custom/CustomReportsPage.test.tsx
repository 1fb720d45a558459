import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TODAY, sampleLedger } from '../../../testing/analyticsLedger';
import { renderWithApp } from '../../../testing/renderWithApp';
import { CustomReportsPage } from './CustomReportsPage';
import { SAVE_FAILED, SAVED_REPORTS_KEY, readSavedReports } from './savedReportsStore';

beforeEach(() => localStorage.clear());
afterEach(() => vi.restoreAllMocks());

function renderCustom() {
  return renderWithApp(<CustomReportsPage transactions={sampleLedger()} asOf={TODAY} />);
}

function tableRows() {
  return within(screen.getByRole('table'))
    .getAllByRole('row')
    .slice(1)
    .map((row) => Array.from(row.querySelectorAll('th, td'), (cell) => cell.textContent));
}

function readBlob(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(blob);
  });
}

describe('Custom Reports', () => {
  it("starts on the period picker's first option and says its period", () => {
    renderCustom();
    expect(screen.getByRole('heading', { level: 1, name: 'Custom Reports' })).toBeVisible();
    expect(screen.getByRole('combobox', { name: 'Period' })).toHaveValue('this-month');
    expect(
      screen.getByText('This month (1 Jun 2024 to 15 Jun 2024), as of 15 Jun 2024'),
    ).toBeVisible();
    expect(tableRows()).toEqual([
      ['Sales', '$5,000.00', '$0.00', '$5,000.00', '1'],
      ['Payroll', '$0.00', '$3,000.00', '-$3,000.00', '1'],
      ['Consulting', '$2,000.00', '$0.00', '$2,000.00', '1'],
      ['Rent', '$0.00', '$1,500.00', '-$1,500.00', '1'],
      ['Total', '$7,000.00', '$4,500.00', '$2,500.00', '4'],
    ]);
  });

  it('groups by category group, with the group column header', async () => {
    const user = userEvent.setup();
    renderCustom();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Group by' }), 'group');
    expect(screen.getByRole('columnheader', { name: 'Category group' })).toBeVisible();
    // This month: Sales is Revenue, Payroll People, Consulting in no group (Other), Rent Operating costs.
    expect(tableRows()).toEqual([
      ['Revenue', '$5,000.00', '$0.00', '$5,000.00', '1'],
      ['People', '$0.00', '$3,000.00', '-$3,000.00', '1'],
      ['Other', '$2,000.00', '$0.00', '$2,000.00', '1'],
      ['Operating costs', '$0.00', '$1,500.00', '-$1,500.00', '1'],
      ['Total', '$7,000.00', '$4,500.00', '$2,500.00', '4'],
    ]);
  });

  it('groups by month over a chosen range with filters, and exports that as CSV', async () => {
    const user = userEvent.setup();
    const blobs: Blob[] = [];
    Object.assign(URL, {
      createObjectURL: vi.fn((blob: Blob) => {
        blobs.push(blob);
        return 'blob:report';
      }),
      revokeObjectURL: vi.fn(),
    });
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    renderCustom();
    await user.type(screen.getByRole('textbox', { name: 'Report name' }), 'Rent by month');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Period' }), 'range');
    const from = screen.getByLabelText('From');
    await user.clear(from);
    await user.type(from, '2023-12-01');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Group by' }), 'month');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Direction' }), 'outflow');
    await user.click(screen.getByRole('checkbox', { name: 'Rent' }));
    expect(screen.getByText('1 Dec 2023 to 15 Jun 2024, as of 15 Jun 2024')).toBeVisible();
    expect(tableRows()).toEqual([
      ['Dec 2023', '$0.00', '$1,500.00', '-$1,500.00', '1'],
      ['May 2024', '$0.00', '$1,500.00', '-$1,500.00', '1'],
      ['Jun 2024', '$0.00', '$1,500.00', '-$1,500.00', '1'],
      ['Total', '$0.00', '$4,500.00', '-$4,500.00', '3'],
    ]);
    await user.click(screen.getByRole('button', { name: 'CSV' }));
    const link = clicked.mock.instances[0] as unknown as HTMLAnchorElement;
    expect(link.download).toBe('rent-by-month_2023-12-01_to_2024-06-15_as-of_2024-06-15.csv');
    const csv = await readBlob(blobs[0] as Blob);
    expect(csv.split('\n').map((line) => line.trimEnd())).toEqual([
      '"Rent by month: 1 Dec 2023 to 15 Jun 2024, as of 15 Jun 2024. Filters: Outflows only; categories Rent"',
      'Month,Inflows,Outflows,Net,Transactions',
      'Dec 2023,0.00,1500.00,-1500.00,1',
      'May 2024,0.00,1500.00,-1500.00,1',
      'Jun 2024,0.00,1500.00,-1500.00,1',
      'Total,0.00,4500.00,-4500.00,3',
    ]);
  });

  it('says what is wrong with the period instead of showing a report', async () => {
    const user = userEvent.setup();
    renderCustom();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Period' }), 'range');
    const from = screen.getByLabelText('From');
    await user.clear(from);
    await user.type(from, '2024-07-01');
    expect(screen.getByRole('alert')).toHaveTextContent(
      'The start date must not be after the end date.',
    );
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save report' })).toBeDisabled();
  });

  it('saves, opens, renames and deletes reports in this browser', async () => {
    const user = userEvent.setup();
    renderCustom();
    await user.click(screen.getByRole('button', { name: 'Save report' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Give the report a name before saving it.');
    await user.type(screen.getByRole('textbox', { name: 'Report name' }), 'Payroll');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Group by' }), 'payee');
    await user.click(screen.getByRole('button', { name: 'Save report' }));
    expect(screen.getByRole('status')).toHaveTextContent('Saved "Payroll".');
    expect(readSavedReports(localStorage).map((r) => r.definition)).toEqual([
      expect.objectContaining({ name: 'Payroll', grouping: 'payee' }),
    ]);

    await user.click(screen.getByRole('button', { name: 'New report' }));
    expect(screen.getByRole('combobox', { name: 'Group by' })).toHaveValue('category');
    await user.click(screen.getByRole('button', { name: 'Open Payroll' }));
    expect(screen.getByRole('combobox', { name: 'Group by' })).toHaveValue('payee');
    expect(screen.getByRole('textbox', { name: 'Report name' })).toHaveValue('Payroll');

    await user.click(screen.getByRole('button', { name: 'Rename Payroll' }));
    const rename = screen.getByRole('textbox', { name: 'New name for Payroll' });
    await user.clear(rename);
    await user.type(rename, 'Staff costs');
    await user.click(screen.getByRole('button', { name: 'Save name' }));
    expect(readSavedReports(localStorage)[0]?.definition.name).toBe('Staff costs');
    expect(screen.getByRole('button', { name: 'Open Staff costs' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Delete Staff costs' }));
    expect(readSavedReports(localStorage)).toEqual([]);
    expect(screen.getByText(/No saved reports yet/)).toBeInTheDocument();
  });

  it('says so when the browser refuses to store a report, and keeps the list as it was', async () => {
    const user = userEvent.setup();
    renderCustom();
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('Quota exceeded', 'QuotaExceededError');
    });
    await user.type(screen.getByRole('textbox', { name: 'Report name' }), 'Big');
    await user.click(screen.getByRole('button', { name: 'Save report' }));
    expect(screen.getByRole('alert')).toHaveTextContent(SAVE_FAILED);
    expect(localStorage.getItem(SAVED_REPORTS_KEY)).toBeNull();
    expect(screen.getByText(/No saved reports yet/)).toBeInTheDocument();
  });
});

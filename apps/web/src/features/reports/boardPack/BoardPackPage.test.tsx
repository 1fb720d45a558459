import 'fake-indexeddb/auto';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TODAY, burningLedger } from '../../../testing/analyticsLedger';
import { renderAsMember } from '../../../testing/renderAsMember';
import { BoardPackPage } from './BoardPackPage';

// The burning ledger (net burn 2,500 a month) with its bank balance read on 25 May: 9,500.
const books = burningLedger().map((t) => (t.date === '2024-05-25' ? { ...t, balance: 9500 } : t));
const page = <BoardPackPage transactions={books} asOf={TODAY} />;

afterEach(() => vi.restoreAllMocks());

/** jsdom's Blob has no arrayBuffer(); FileReader reads it. */
function readBuffer(blob: Blob): Promise<ArrayBuffer> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(blob);
  });
}

describe('the board pack', () => {
  it('shows the last closed month: cash, statement, runway, forecast range, payments and scenarios', async () => {
    renderAsMember(page, 'viewer', '/reports/board-pack', '/reports/board-pack');
    expect(await screen.findByRole('heading', { level: 1, name: 'Board Pack' })).toBeVisible();
    // As of 15 Jun 2024 the last complete month is May.
    expect(screen.getByText('May 2024, as of 31 May 2024')).toBeVisible();
    expect(screen.getByText('Harbor Lane Bakery')).toBeVisible();
    expect(screen.getByLabelText('Month')).toHaveValue('2024-05');
    const statement = within(screen.getByRole('region', { name: 'Cash-Flow Statement' }));
    // May beside March and April, and the three months' total.
    expect(
      statement.getByText('May 2024 beside the months before it, and their total'),
    ).toBeVisible();
    expect(statement.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'Line',
      'Mar 2024',
      'Apr 2024',
      'May 2024',
      'Total',
    ]);
    // 9,500 at the end of May, after -2,500 a month; the total opens with March and closes with May.
    expect(statement.getByRole('row', { name: /^Opening cash/ })).toHaveTextContent(
      'Opening cash$17,000.00$14,500.00$12,000.00$17,000.00',
    );
    expect(statement.getByRole('row', { name: /^Payroll/ })).toHaveTextContent(
      'Payroll-$3,000.00-$3,000.00-$3,000.00-$9,000.00',
    );
    expect(statement.getByRole('row', { name: /^Net cash flow/ })).toHaveTextContent(
      'Net cash flow-$2,500.00-$2,500.00-$2,500.00-$7,500.00',
    );
    expect(statement.getByRole('row', { name: /^Closing cash/ })).toHaveTextContent(
      'Closing cash$14,500.00$12,000.00$9,500.00$9,500.00',
    );
    const runway = within(screen.getByRole('region', { name: 'Burn and Runway' }));
    expect(runway.getByText('Net burn per month').nextSibling).toHaveTextContent('$2,500.00');
    const forecast = within(screen.getByRole('region', { name: '13-Week Forecast' }));
    expect(forecast.getAllByRole('row')).toHaveLength(14);
    expect(forecast.getByRole('columnheader', { name: 'Low (P10)' })).toBeVisible();
    const payments = within(screen.getByRole('region', { name: 'Largest Coming Payments' }));
    expect(payments.getAllByRole('row').length).toBeGreaterThan(1);
    expect(payments.getAllByRole('row')[1]).toHaveTextContent('$3,000.00');
    expect(screen.getByText('No scenarios chosen for this pack.')).toBeVisible();
  });

  it('changes month, and downloads the pack as an Excel workbook of six sheets', async () => {
    const user = userEvent.setup();
    const blobs: Blob[] = [];
    Object.assign(URL, {
      createObjectURL: vi.fn((blob: Blob) => {
        blobs.push(blob);
        return 'blob:pack';
      }),
      revokeObjectURL: vi.fn(),
    });
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    renderAsMember(page, 'viewer', '/reports/board-pack?month=2024-04', '/reports/board-pack');
    expect(await screen.findByText('Apr 2024, as of 30 Apr 2024')).toBeVisible();
    await user.selectOptions(screen.getByLabelText('Month'), 'Mar 2024');
    expect(await screen.findByText('Mar 2024, as of 31 Mar 2024')).toBeVisible();
    // The accounts load after the page first shows: the pack is downloaded once they count.
    await waitFor(() =>
      expect(
        within(screen.getByRole('region', { name: 'Cash-Flow Statement' })).getByRole('row', {
          name: /^Opening cash/,
        }),
      ).toHaveTextContent('Opening cash$2,500.00$2,500.00'),
    );
    await user.click(screen.getByRole('button', { name: 'Excel (XLSX)' }));
    await waitFor(() => expect(blobs).toHaveLength(1));
    expect((clicked.mock.instances[0] as unknown as HTMLAnchorElement).download).toBe(
      'cashline-board-pack-2024-03.xlsx',
    );
    const { default: ExcelJS } = await import('exceljs');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await readBuffer(blobs[0] as Blob));
    expect(workbook.worksheets.map((w) => w.name)).toEqual([
      'Cash position',
      'Cash flow',
      'Burn and runway',
      '13-week forecast',
      'Coming payments',
      'Scenarios',
    ]);
    const weeks = workbook.getWorksheet('13-week forecast');
    expect(weeks?.getCell('A2').value).toBe('Harbor Lane Bakery');
    expect(weeks?.getRow(3).values).toEqual([
      undefined,
      'Week',
      'From',
      'To',
      'Inflows',
      'Outflows',
      'Expected balance',
      'Low (P10)',
      'High (P90)',
    ]);
    expect(weeks?.rowCount).toBe(16);
    // Title, company, header; opening cash, then Sales, Payroll and Rent under operating.
    // March's statement is March alone, as the ledger starts then, beside its total, whose cash
    // lines are the month's and whose other lines are sums.
    const cashFlow = workbook.getWorksheet('Cash flow');
    expect(cashFlow?.getRow(3).values).toEqual([undefined, '', 'Mar 2024', 'Total']);
    expect(cashFlow?.getCell('A15').value).toBe('Closing cash');
    expect(cashFlow?.getCell('B15').value).toMatchObject({ formula: 'B4+B14' });
    expect(cashFlow?.getCell('C4').value).toEqual({ formula: 'B4', result: 2500 });
    expect(cashFlow?.getCell('C15').value).toMatchObject({ formula: 'B15' });
    expect(cashFlow?.getCell('C14').value).toMatchObject({
      formula: 'SUM(B14:B14)',
      result: -2500,
    });
  });
});

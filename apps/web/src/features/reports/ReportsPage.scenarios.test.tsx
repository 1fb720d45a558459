import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RENT_AS_OF, rentLedger } from '../../testing/analyticsLedger';
import { captureDownloads, readBlob, readBuffer } from '../../testing/downloads';
import { renderWithApp } from '../../testing/renderWithApp';
import { writeScenarios } from '../scenarios/scenariosStore';
import { ExportReportsPage } from './ExportReportsPage';
import { ReportsPage } from './ReportsPage';

afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
});

/** A grant of 5,000 on 10 Jul 2024: week 2 of the rent ledger's forecast from 1 Jul. */
function keepGrant() {
  writeScenarios([
    {
      id: 's1',
      name: 'Grant',
      layers: [
        {
          id: 'l1',
          type: 'oneOff',
          name: 'Grant',
          start: '2024-07-10',
          accountId: 'main',
          amount: 5000,
        },
      ],
    },
  ]);
}

async function forecastReport() {
  const user = userEvent.setup();
  const downloads = captureDownloads();
  renderWithApp(<ReportsPage transactions={rentLedger()} asOf={RENT_AS_OF} />);
  await user.selectOptions(screen.getByLabelText('Report type'), 'Forecast');
  return { user, ...downloads };
}

// The rent ledger: 2,000 on 30 Jun 2024, rent of 1,000 in weeks 1 (to 7 Jul), 5 and 10 (to 8 Sep):
// 1,000, 0, then -1,000 to week 13, below zero from week 10. With the grant in week 2: 1,000 after
// week 1 (the lowest), 6,000, 5,000 and 4,000 at week 13, never below zero.
describe('scenarios in the forecast report files', () => {
  it('puts each kept scenario beside the base in the CSV', async () => {
    keepGrant();
    const { user, blobs } = await forecastReport();
    await user.click(screen.getByRole('button', { name: 'CSV' }));
    const csv = await readBlob(blobs[0] as Blob);
    expect(csv).toContain('\nWhat-if scenarios on the 13-week forecast as of 30 Jun 2024\n');
    expect(csv).toContain(
      'Forecast,What it changes,Balance at week 13,Lowest balance,Lowest in week ending,Cash runs out',
    );
    expect(csv).toContain('Base forecast,,-1000.00,-1000.00,2024-09-08,2024-09-08');
    expect(csv).toContain(
      'Grant,"Receive $5,000.00 on 10 Jul 2024",4000.00,1000.00,2024-07-07,Not within 13 weeks',
    );
    expect(csv).toContain('Week ending,Base forecast,Grant');
    expect(csv).toContain('2024-07-14,1000.00,6000.00');
    expect(csv).toContain('2024-09-29,-1000.00,4000.00');
  });

  it('writes them as two worksheets of the Excel workbook, read back', async () => {
    keepGrant();
    const { user, blobs } = await forecastReport();
    await user.click(screen.getByRole('button', { name: 'Excel (XLSX)' }));
    await waitFor(() => expect(blobs).toHaveLength(1));
    const { default: ExcelJS } = await import('exceljs');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await readBuffer(blobs[0] as Blob));
    expect(workbook.worksheets.map((sheet) => sheet.name).slice(-3)).toEqual([
      'Forecast',
      'Scenarios',
      'Scenario weeks',
    ]);
    const summary = workbook.getWorksheet('Scenarios');
    // Row 1 the title, row 2 the header, then the base and the grant.
    const cells = (row: number) => [3, 4, 5, 6].map((c) => summary?.getRow(row).getCell(c).value);
    expect(cells(3)).toEqual([-1000, -1000, '2024-09-08', '2024-09-08']);
    expect(cells(4)).toEqual([4000, 1000, '2024-07-07', 'Not within 13 weeks']);
    expect(summary?.getRow(4).getCell(3).numFmt).toBe('#,##0.00;-#,##0.00');
    const weeks = workbook.getWorksheet('Scenario weeks');
    expect(weeks?.getRow(4).values).toEqual([undefined, '2024-07-14', 1000, 6000]);
    expect(weeks?.rowCount).toBe(15);
  });

  it('adds nothing without scenarios, nor to the other reports', async () => {
    const { user, blobs } = await forecastReport();
    await user.click(screen.getByRole('button', { name: 'CSV' }));
    expect(await readBlob(blobs[0] as Blob)).not.toContain('What-if scenarios');
    keepGrant();
    await user.selectOptions(screen.getByLabelText('Report type'), 'Summary');
    await user.click(screen.getByRole('button', { name: 'CSV' }));
    expect(await readBlob(blobs[1] as Blob)).not.toContain('What-if scenarios');
  });

  it('puts them in the forecast file of Export Reports too', async () => {
    keepGrant();
    const user = userEvent.setup();
    const { blobs } = captureDownloads();
    renderWithApp(<ExportReportsPage transactions={rentLedger()} asOf={RENT_AS_OF} />);
    await user.click(screen.getByRole('button', { name: 'CSV of Forecast' }));
    expect(await readBlob(blobs[0] as Blob)).toContain('2024-07-14,1000.00,6000.00');
  });
});

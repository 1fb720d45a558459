import { customReportDefinitionSchema } from '@cashline/core';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TODAY, sampleLedger } from '../../testing/analyticsLedger';
import { renderWithApp } from '../../testing/renderWithApp';
import { writeSavedReports } from './custom/savedReportsStore';
import { ExportReportsPage } from './ExportReportsPage';

beforeEach(() => localStorage.clear());
afterEach(() => vi.restoreAllMocks());

function captureDownloads() {
  const blobs: Blob[] = [];
  Object.assign(URL, {
    createObjectURL: vi.fn((blob: Blob) => {
      blobs.push(blob);
      return 'blob:report';
    }),
    revokeObjectURL: vi.fn(),
  });
  const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
  const names = () =>
    clicked.mock.instances.map((link) => (link as unknown as HTMLAnchorElement).download);
  return { blobs, names };
}

function readBlob(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(blob);
  });
}

describe('Export Reports', () => {
  it('downloads every financial report and every saved custom report', async () => {
    writeSavedReports(localStorage, [
      {
        id: 'r1',
        definition: customReportDefinitionSchema.parse({
          name: 'Sales by month',
          period: { kind: 'preset', preset: 'all' },
          grouping: 'month',
          filters: { categories: ['Sales'] },
        }),
      },
    ]);
    const user = userEvent.setup();
    const { blobs, names } = captureDownloads();
    renderWithApp(<ExportReportsPage transactions={sampleLedger()} asOf={TODAY} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Export Reports' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'CSV of Cash-flow statement' }));
    await user.click(screen.getByRole('button', { name: 'CSV of Sales by month' }));
    expect(names()[0]).toMatch(/^cashline-report-month-cashflow-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(names()[1]).toBe('sales-by-month_all-time_as-of_2024-06-15.csv');
    const csv = await readBlob(blobs[1] as Blob);
    // Sales of Dec, Mar, May and Jun: 1,000 + 3,000 + 4,000 + 5,000.
    expect(csv).toContain('Total,13000.00,0.00,13000.00,4');
  });

  it('points to Custom Reports when none is saved', () => {
    renderWithApp(<ExportReportsPage transactions={sampleLedger()} asOf={TODAY} />);
    expect(screen.getByRole('link', { name: 'Build one' })).toHaveAttribute(
      'href',
      '/reports/custom',
    );
  });
});

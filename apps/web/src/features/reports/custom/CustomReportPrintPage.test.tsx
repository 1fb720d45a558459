import 'fake-indexeddb/auto';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paths } from '../../../config/paths';
import { TODAY, sampleLedger } from '../../../testing/analyticsLedger';
import { renderAsMember } from '../../../testing/renderAsMember';
import { CustomReportPrintPage } from './CustomReportPrintPage';

const page = <CustomReportPrintPage transactions={sampleLedger()} asOf={TODAY} />;

describe('a custom report laid out for printing', () => {
  it('is the report alone under the organisation, with its period, as-of date and filters', async () => {
    const href = paths.reportsCustomPrint.getHref({
      name: 'June outflows',
      period: { kind: 'preset', preset: 'this-month' },
      grouping: 'category',
      filters: { direction: 'outflow', categories: [], text: '' },
    });
    renderAsMember(page, 'viewer', href, paths.reportsCustomPrint.path);
    expect(await screen.findByRole('heading', { level: 1, name: 'June outflows' })).toBeVisible();
    const report = screen.getByRole('main');
    expect(within(report).getByText('Harbor Lane Bakery')).toBeVisible();
    expect(
      within(report).getByText('This month (1 Jun 2024 to 15 Jun 2024), as of 15 Jun 2024'),
    ).toBeVisible();
    expect(within(report).getByText('Filters: Outflows only')).toBeVisible();
    // June's money out: payroll 3,000 and rent 1,500.
    const table = within(within(report).getByRole('region', { name: 'June outflows' }));
    expect(table.getByRole('row', { name: /^Total/ })).toHaveTextContent(
      'Total$0.00$4,500.00-$4,500.002',
    );
    // Nothing of the custom reports page: no form, saved list or export buttons.
    expect(within(report).queryByRole('textbox')).not.toBeInTheDocument();
    expect(within(report).queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Print or save as PDF' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/reports/custom');
  });

  it('says where to print from when the address holds no report', async () => {
    renderAsMember(
      page,
      'viewer',
      '/reports/custom/print?report=%7B%22name%22',
      '/reports/custom/print',
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Custom Report' })).toBeVisible();
    expect(screen.getByRole('alert')).toHaveTextContent('This address does not describe a report.');
    expect(screen.getByRole('link', { name: 'Custom Reports' })).toHaveAttribute(
      'href',
      '/reports/custom',
    );
  });
});

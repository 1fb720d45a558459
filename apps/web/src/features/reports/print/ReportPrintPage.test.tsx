import 'fake-indexeddb/auto';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { RENT_AS_OF, TODAY, rentLedger, sampleLedger } from '../../../testing/analyticsLedger';
import { writeScenarios } from '../../scenarios/scenariosStore';
import { renderAsMember } from '../../../testing/renderAsMember';
import { ReportPrintPage } from './ReportPrintPage';

const page = <ReportPrintPage transactions={sampleLedger()} asOf={TODAY} />;

afterEach(() => localStorage.clear());

describe('the report laid out for printing', () => {
  it("carries the organisation's name, the period and the as-of date, and the statement alone", async () => {
    renderAsMember(page, 'viewer', '/reports/print?period=quarter&type=cashflow', '/reports/print');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Cash-Flow Statement' }),
    ).toBeVisible();
    const report = screen.getByRole('main');
    expect(within(report).getByText('Harbor Lane Bakery')).toBeVisible();
    expect(
      within(report).getByText('This quarter (1 Apr 2024 to 15 Jun 2024), as of 15 Jun 2024'),
    ).toBeVisible();
    const statement = within(report).getByRole('region', { name: 'Cash-Flow Statement' });
    expect(within(statement).getByRole('row', { name: /^Closing cash/ })).toHaveTextContent(
      'Closing cash$15,500.00$17,500.00$20,000.00',
    );
    // Nothing of the app's pages: no account picker, as-of input or recent transactions.
    expect(within(report).queryByRole('combobox')).not.toBeInTheDocument();
    expect(within(report).queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Recent Transactions' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Print or save as PDF' })).toBeVisible();
  });

  it('takes the company name from Settings when signed out, and says where to set it when unset', async () => {
    renderAsMember(page, null, '/reports/print?type=summary', '/reports/print');
    expect(await screen.findByRole('heading', { level: 1, name: 'Summary Report' })).toBeVisible();
    expect(screen.getByText(/No company name is set/)).toBeVisible();
    expect(screen.getByRole('group', { name: 'Total Inflows' })).toHaveTextContent('$7,000');
    expect(screen.queryByRole('region', { name: 'Recent Transactions' })).not.toBeInTheDocument();
  });

  it('prints the Settings company name for a signed-out user who set one', async () => {
    localStorage.setItem(
      'userSettings',
      JSON.stringify({ preferences: { companyName: 'Harbour Bakery Ltd' } }),
    );
    renderAsMember(page, null, '/reports/print?period=nonsense', '/reports/print');
    expect(await screen.findByText('Harbour Bakery Ltd')).toBeVisible();
    // An unknown period falls back to this month.
    expect(
      screen.getByText('This month (1 Jun 2024 to 15 Jun 2024), as of 15 Jun 2024'),
    ).toBeVisible();
    expect(screen.queryByText(/No company name is set/)).not.toBeInTheDocument();
  });

  it('prints the kept scenarios beside the base under the forecast report, and nowhere else', async () => {
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
    const rent = <ReportPrintPage transactions={rentLedger()} asOf={RENT_AS_OF} />;
    renderAsMember(rent, null, '/reports/print?type=forecast', '/reports/print');
    const scenarios = await screen.findByRole('region', { name: 'What-if scenarios' });
    // Rent of 1,000 in weeks 1, 5 and 10 from 2,000: lowest -1,000 from week 10 (to 8 Sep). The
    // grant of 5,000 in week 2 keeps the lowest at 1,000 after week 1 and ends at 4,000.
    const rows = within(scenarios).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      'Base forecast-$1,000.0009/08/2024-$1,000.00',
      'Grant$1,000.00+$2,000.00Not within 13 weeks$4,000.00+$5,000.00',
    ]);
  });

  it('prints no scenarios under another report', async () => {
    writeScenarios([{ id: 's1', name: 'Grant', layers: [] }]);
    renderAsMember(page, null, '/reports/print?type=summary', '/reports/print');
    await screen.findByRole('heading', { level: 1, name: 'Summary Report' });
    expect(screen.queryByRole('region', { name: 'What-if scenarios' })).toBeNull();
  });
});

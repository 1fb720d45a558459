import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { aiUnavailable } from '../../components/analytics/aiPanelState';
import { RENT_AS_OF, rentLedger } from '../../testing/analyticsLedger';
import { renderAsMember } from '../../testing/renderAsMember';
import { renderWithApp } from '../../testing/renderWithApp';
import { ForecastPage } from '../forecast/ForecastPage';
import { readScenarios, writeScenarios } from './scenariosStore';

beforeEach(() => localStorage.clear());

const section = () => screen.getByRole('region', { name: 'What-if scenarios' });

async function addLayer(type: string, fields: Record<string, string>) {
  const form = within(section()).getByRole('form', { name: 'Add a layer' });
  await userEvent.selectOptions(within(form).getByLabelText('Layer'), type);
  for (const [label, value] of Object.entries(fields)) {
    const input = within(form).getByLabelText(label);
    await userEvent.clear(input);
    await userEvent.type(input, value);
  }
  await userEvent.click(within(form).getByRole('button', { name: 'Add layer' }));
}

/** The differences table's row of a forecast, cell by cell. */
function differenceRow(name: string) {
  const table = within(section()).getByRole('table', { name: 'What each scenario changes' });
  const row = within(table).getByRole('rowheader', { name }).closest('tr') as HTMLElement;
  return Array.from(row.querySelectorAll('td'), (cell) => cell.textContent);
}

describe('what-if scenarios on the forecast page', () => {
  it('builds a hire plus a loan and shows what they change at week 13, kept in this browser', async () => {
    renderWithApp(
      <ForecastPage transactions={rentLedger()} asOf={RENT_AS_OF} ai={aiUnavailable} />,
    );
    await userEvent.click(within(section()).getByRole('button', { name: 'New scenario' }));
    await userEvent.type(within(section()).getByLabelText('Scenario name'), 'Hire and borrow');
    // $1,000 a month from 1 July: 1 Jul, 1 Aug and 1 Sep are in the 13 weeks to 29 Sep.
    await addLayer('New hire', {
      'Layer name': 'Baker',
      'Monthly salary': '1000',
      'Employer costs (%)': '0',
    });
    // $10,000 at 12% over 2 months: $5,075.12 on 1 Aug, then 5,024.88 + 50.25 = $5,075.13 on 1 Sep.
    await addLayer('Loan', {
      'Layer name': 'Oven loan',
      'Amount borrowed': '10000',
      'Annual rate (%)': '12',
      'Term (months)': '2',
    });
    expect(within(section()).getByText(/Borrow \$10,000\.00 on 1 Jul 2024/)).toBeInTheDocument();
    // Shown while being built: -3,000 - 150.25.
    expect(differenceRow('Hire and borrow')[2]).toContain('-$3,150.25');
    await userEvent.click(within(section()).getByRole('button', { name: 'Save scenario' }));
    expect(readScenarios().map((scenario) => scenario.layers.map((layer) => layer.type))).toEqual([
      ['hire', 'loan'],
    ]);
    expect(differenceRow('Hire and borrow')[2]).toContain('-$3,150.25');
    expect(within(section()).getByRole('checkbox', { name: 'Hire and borrow' })).toBeChecked();
  });

  it('changes a layer in place, the page following at once', async () => {
    renderWithApp(
      <ForecastPage transactions={rentLedger()} asOf={RENT_AS_OF} ai={aiUnavailable} />,
    );
    await userEvent.click(within(section()).getByRole('button', { name: 'New scenario' }));
    await userEvent.type(within(section()).getByLabelText('Scenario name'), 'Hire');
    await addLayer('New hire', {
      'Layer name': 'Baker',
      'Monthly salary': '1000',
      'Employer costs (%)': '0',
    });
    expect(differenceRow('Hire')[2]).toContain('-$3,000.00');
    await userEvent.click(within(section()).getByRole('button', { name: 'Change layer Baker' }));
    const form = within(section()).getByRole('form', { name: 'Change layer Baker' });
    expect(within(form).getByLabelText('Monthly salary')).toHaveValue(1000);
    await userEvent.clear(within(form).getByLabelText('Employer costs (%)'));
    await userEvent.type(within(form).getByLabelText('Employer costs (%)'), '10');
    await userEvent.click(within(form).getByRole('button', { name: 'Save layer' }));
    // 1,100 a month, three times.
    expect(differenceRow('Hire')[2]).toContain('-$3,300.00');
    expect(
      within(section())
        .getAllByRole('listitem')
        .filter((li) => li.textContent?.includes('Baker')),
    ).toHaveLength(1);
  });

  it('says what is missing from a layer and adds nothing', async () => {
    renderWithApp(
      <ForecastPage transactions={rentLedger()} asOf={RENT_AS_OF} ai={aiUnavailable} />,
    );
    await userEvent.click(within(section()).getByRole('button', { name: 'New scenario' }));
    await addLayer('Loan', {
      'Layer name': 'Loan',
      'Amount borrowed': '5000',
      'Annual rate (%)': '6',
      'Term (months)': '0',
    });
    expect(within(section()).getByRole('alert')).toHaveTextContent('A loan runs at least a month.');
    expect(within(section()).getByText('No layers yet', { exact: false })).toBeInTheDocument();
  });

  it('shows a viewer the saved scenarios and their figures, with nothing to change', () => {
    writeScenarios([
      {
        id: 's1',
        name: 'Big repair',
        layers: [
          {
            id: 'l1',
            type: 'oneOff',
            name: 'Repair',
            start: '2024-07-10',
            accountId: 'main',
            amount: -2_500,
          },
        ],
      },
    ]);
    renderAsMember(
      <ForecastPage transactions={rentLedger()} asOf={RENT_AS_OF} ai={aiUnavailable} />,
      'viewer',
      '/analytics/forecast',
    );
    expect(within(section()).getByRole('checkbox', { name: 'Big repair' })).toBeChecked();
    expect(differenceRow('Big repair')[2]).toContain('-$2,500.00');
    expect(within(section()).queryByRole('button')).not.toBeInTheDocument();
  });
});

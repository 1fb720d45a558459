import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import { aiUnavailable } from '../../components/analytics/aiPanelState';
import { RENT_AS_OF, rentLedger } from '../../testing/analyticsLedger';
import { renderAsMember } from '../../testing/renderAsMember';
import { renderWithApp } from '../../testing/renderWithApp';
import { ForecastPage } from '../forecast/ForecastPage';
import { readScenarios, writeScenarios } from './scenariosStore';

beforeEach(() => localStorage.clear());

const section = () => screen.getByRole('region', { name: 'What-if scenarios' });
const addForm = () => within(section()).getByRole('form', { name: 'Add a layer' });

describe('layers filled in from Coming up and from a transaction', () => {
  it('puts a found series in a new scenario, stopped from the first day of the forecast', async () => {
    renderWithApp(
      <ForecastPage transactions={rentLedger()} asOf={RENT_AS_OF} ai={aiUnavailable} />,
    );
    const comingUp = screen.getByRole('region', { name: 'Coming up' });
    await userEvent.click(
      within(comingUp).getByRole('button', { name: 'Add Rent Oak St to a scenario' }),
    );
    const prompt = within(section()).getByRole('group', { name: 'Add Rent Oak St to a scenario' });
    expect(within(prompt).getByRole('button', { name: 'A new scenario' })).toHaveFocus();
    await userEvent.click(within(prompt).getByRole('button', { name: 'A new scenario' }));
    expect(within(section()).queryByRole('group', { name: /to a scenario/ })).toBeNull();
    expect(within(addForm()).getByLabelText('Layer')).toHaveValue('removeSeries');
    expect(within(addForm()).getByLabelText('Layer name')).toHaveValue('Rent Oak St');
    expect(within(addForm()).getByLabelText('Start')).toHaveValue('2024-07-01');
    await userEvent.click(within(addForm()).getByRole('button', { name: 'Add layer' }));
    await userEvent.type(within(section()).getByLabelText('Scenario name'), 'No rent');
    await userEvent.click(within(section()).getByRole('button', { name: 'Save scenario' }));
    const [saved] = readScenarios();
    expect(saved?.layers).toEqual([
      expect.objectContaining({
        type: 'removeSeries',
        name: 'Rent Oak St',
        start: '2024-07-01',
        target: { by: 'series', key: expect.any(String) },
      }),
    ]);
    // Without the rent the 2,000 stays: the lowest balance is 3,000 above the base's -1,000.
    const table = within(section()).getByRole('table', { name: 'What each scenario changes' });
    const row = within(table).getByRole('rowheader', { name: 'No rent' }).closest('tr');
    expect(row).toHaveTextContent('$2,000');
  });

  it('adds a series changed by a percentage to a saved scenario', async () => {
    writeScenarios([{ id: 's1', name: 'Tight year', layers: [] }]);
    renderWithApp(
      <ForecastPage transactions={rentLedger()} asOf={RENT_AS_OF} ai={aiUnavailable} />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Add Rent Oak St to a scenario' }));
    await userEvent.click(within(section()).getByRole('button', { name: 'Tight year' }));
    expect(within(section()).getByLabelText('Scenario name')).toHaveValue('Tight year');
    await userEvent.selectOptions(
      within(addForm()).getByLabelText('Layer'),
      'Change a recurring payment by a percentage',
    );
    await userEvent.type(within(addForm()).getByLabelText('Change (%)'), '10');
    await userEvent.click(within(addForm()).getByRole('button', { name: 'Add layer' }));
    await userEvent.click(within(section()).getByRole('button', { name: 'Save scenario' }));
    expect(readScenarios()).toEqual([
      {
        id: 's1',
        name: 'Tight year',
        layers: [
          expect.objectContaining({
            type: 'scaleSeries',
            percent: 10,
            target: { by: 'series', key: expect.any(String) },
          }),
        ],
      },
    ]);
  });

  it('fills a one-off from the transaction in the address, on its next month-day, and drops it from the address', async () => {
    const ledger = rentLedger();
    const june = ledger[0];
    if (june === undefined) throw new Error('no rent');
    const router = renderAsMember(
      <ForecastPage transactions={ledger} asOf={RENT_AS_OF} ai={aiUnavailable} />,
      null,
      `/analytics/forecast?again=${june.id}`,
      '/analytics/forecast',
    );
    const prompt = await screen.findByRole('group', {
      name: 'Add Rent Oak St 2024-06-03 to a scenario',
    });
    await userEvent.click(within(prompt).getByRole('button', { name: 'A new scenario' }));
    // Paid 3 June; the forecast starts 1 July: again on 3 July.
    expect(within(addForm()).getByLabelText('Date')).toHaveValue('2024-07-03');
    expect(within(addForm()).getByLabelText('Amount')).toHaveValue(1000);
    expect(within(addForm()).getByLabelText('Direction')).toHaveValue('out');
    await waitFor(() => expect(router.state.location.search).toBe(''));
    await userEvent.click(within(addForm()).getByRole('button', { name: 'Add layer' }));
    await userEvent.type(within(section()).getByLabelText('Scenario name'), 'Rent again');
    await userEvent.click(within(section()).getByRole('button', { name: 'Save scenario' }));
    expect(readScenarios()[0]?.layers).toEqual([
      expect.objectContaining({ type: 'oneOff', start: '2024-07-03', amount: -1000 }),
    ]);
  });

  it('offers nothing to a viewer', () => {
    renderAsMember(
      <ForecastPage transactions={rentLedger()} asOf={RENT_AS_OF} ai={aiUnavailable} />,
      'viewer',
      '/analytics/forecast',
    );
    expect(screen.queryByRole('button', { name: /to a scenario/ })).toBeNull();
  });
});

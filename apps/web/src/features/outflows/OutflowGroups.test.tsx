import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { aiUnavailable } from '../../components/analytics/aiPanelState';
import {
  closeCategorisationDb,
  writeCategorisation,
} from '../../lib/categorisation/categorisationDb';
import { TODAY, sampleLedger } from '../../testing/analyticsLedger';
import { renderWithApp } from '../../testing/renderWithApp';
import { InflowsPage } from '../inflows/InflowsPage';
import { OutflowsPage } from './OutflowsPage';

function groupRows(region: string) {
  return within(screen.getByRole('region', { name: region }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => Array.from(row.querySelectorAll('th, td'), (cell) => cell.textContent));
}

beforeEach(() => {
  closeCategorisationDb();
  globalThis.indexedDB = new IDBFactory();
});

describe('category groups on the flow pages', () => {
  it('subtotals the outflows by built-in group', async () => {
    renderWithApp(<OutflowsPage transactions={sampleLedger()} asOf={TODAY} ai={aiUnavailable} />);
    await screen.findByRole('region', { name: 'Outflow by Group' });
    // All time: Rent 4,500 (3 rows) + Marketing 1,000 + Utilities 500 = 6,000 of 9,000; Payroll 3,000.
    expect(groupRows('Outflow by Group')).toEqual([
      ['Operating costsRent, Marketing, Utilities', '$6,000.00', '5', '66.7%'],
      ['PeoplePayroll', '$3,000.00', '1', '33.3%'],
    ]);
  });

  it('follows the groups the user set on the categories page', async () => {
    await writeCategorisation({ rules: [], definitions: [{ name: 'Marketing', group: 'Growth' }] });
    closeCategorisationDb();
    renderWithApp(<OutflowsPage transactions={sampleLedger()} asOf={TODAY} ai={aiUnavailable} />);
    expect(
      await within(screen.getByRole('region', { name: 'Outflow by Group' })).findByText('Growth'),
    ).toBeInTheDocument();
    expect(groupRows('Outflow by Group')).toEqual([
      ['Operating costsRent, Utilities', '$5,000.00', '4', '55.6%'],
      ['PeoplePayroll', '$3,000.00', '1', '33.3%'],
      ['GrowthMarketing', '$1,000.00', '1', '11.1%'],
    ]);
  });

  it('subtotals the inflows by group', async () => {
    renderWithApp(<InflowsPage transactions={sampleLedger()} asOf={TODAY} ai={aiUnavailable} />);
    await screen.findByRole('region', { name: 'Inflow by Group' });
    // Sales 13,000 of 15,000 (Revenue); Consulting 2,000 is in no group.
    expect(groupRows('Inflow by Group')).toEqual([
      ['RevenueSales', '$13,000.00', '4', '86.7%'],
      ['OtherConsulting', '$2,000.00', '1', '13.3%'],
    ]);
  });
});

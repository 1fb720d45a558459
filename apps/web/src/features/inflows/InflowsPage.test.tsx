import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { aiUnavailable } from '../../components/analytics/aiPanelState';
import { TODAY, sampleLedger } from '../../testing/analyticsLedger';
import { aiState, renderWithApp } from '../../testing/renderWithApp';
import { InflowsPage } from './InflowsPage';

function card(name: string) {
  return screen.getAllByRole('group', { name })[0] as HTMLElement;
}

function sourceRows() {
  return within(screen.getByRole('region', { name: 'Income Sources' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);
}

describe('Cash Inflows Analysis', () => {
  it('shows the all-time totals, average, streams and sources of the ledger', () => {
    renderWithApp(<InflowsPage transactions={sampleLedger()} asOf={TODAY} ai={aiUnavailable} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Cash Inflows Analysis' })).toBeVisible();
    expect(card('Total Inflows')).toHaveTextContent('$15,000.00');
    // 4 distinct year-months (2023-12, 2024-03, 2024-05, 2024-06): 15,000 / 4.
    expect(card('Average Monthly Inflow')).toHaveTextContent('$3,750.00');
    expect(card('Revenue Streams')).toHaveTextContent('2');
    const table = within(screen.getByRole('region', { name: 'Inflow by Category' }));
    expect(
      table
        .getAllByRole('row')
        .map((row) => Array.from(row.querySelectorAll('th, td'), (cell) => cell.textContent)),
    ).toEqual([
      ['Category', 'Amount', 'Transactions', 'Share'],
      ['Sales', '$13,000.00', '4', '86.7%'],
      ['Consulting', '$2,000.00', '1', '13.3%'],
    ]);
    expect(screen.queryByRole('region', { name: 'Outflow by Category' })).not.toBeInTheDocument();
    expect(sourceRows()).toEqual(['Sales$13,000.0086.7%', 'Consulting$2,000.0013.3%']);
    const recent = within(screen.getByRole('region', { name: 'Recent Inflows' }));
    expect(recent.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'June sales06/10/2024 · Sales$5,000.00',
      'Advisory retainer06/05/2024 · Consulting$2,000.00',
      'May sales05/20/2024 · Sales$4,000.00',
      'March sales03/12/2024 · Sales$3,000.00',
      'December sales12/15/2023 · Sales$1,000.00',
    ]);
  });

  it('follows the period selector for every figure', async () => {
    const user = userEvent.setup();
    renderWithApp(<InflowsPage transactions={sampleLedger()} asOf={TODAY} ai={aiUnavailable} />);
    await user.selectOptions(screen.getByLabelText('Period'), 'This Month');
    expect(card('Total Inflows')).toHaveTextContent('$7,000.00');
    expect(sourceRows()).toEqual(['Sales$5,000.0071.4%', 'Consulting$2,000.0028.6%']);
    await user.selectOptions(screen.getByLabelText('Period'), 'This Quarter');
    expect(card('Total Inflows')).toHaveTextContent('$11,000.00');
    await user.selectOptions(screen.getByLabelText('Period'), 'This Year');
    expect(card('Total Inflows')).toHaveTextContent('$14,000.00');
  });

  it('names its charts and keeps the 6-month trend whatever the period', async () => {
    const user = userEvent.setup();
    renderWithApp(<InflowsPage transactions={sampleLedger()} asOf={TODAY} ai={aiUnavailable} />);
    await user.selectOptions(screen.getByLabelText('Period'), 'This Month');
    expect(screen.getByRole('figure', { name: '6-Month Trend' })).toBeInTheDocument();
    expect(screen.getByRole('figure', { name: 'Income Distribution' })).toBeInTheDocument();
  });

  it('shows the empty states verbatim with no transactions', () => {
    renderWithApp(<InflowsPage transactions={[]} asOf={TODAY} ai={aiUnavailable} />);
    expect(screen.getByText('No trend data for this period.')).toBeInTheDocument();
    expect(screen.getAllByText('No income data for this period.').length).toBeGreaterThan(0);
    expect(card('Total Inflows')).toHaveTextContent('$0.00');
  });

  it('offers Enable AI only when AI is configured, and Refresh only when it is on', async () => {
    const user = userEvent.setup();
    const setUseAI = vi.fn();
    const { unmount } = renderWithApp(
      <InflowsPage transactions={sampleLedger()} asOf={TODAY} ai={aiUnavailable} />,
    );
    expect(screen.queryByLabelText('Enable AI')).not.toBeInTheDocument();
    unmount();

    renderWithApp(
      <InflowsPage
        transactions={sampleLedger()}
        asOf={TODAY}
        ai={aiState({ useAI: false, setUseAI })}
      />,
    );
    expect(screen.queryByRole('button', { name: 'Refresh' })).not.toBeInTheDocument();
    await user.click(screen.getByLabelText('Enable AI'));
    expect(setUseAI).toHaveBeenCalledWith(true);
  });

  it('disables Refresh and reads Refreshing... while the prediction loads', async () => {
    const user = userEvent.setup();
    const refresh = vi.fn();
    const { unmount } = renderWithApp(
      <InflowsPage transactions={sampleLedger()} asOf={TODAY} ai={aiState({ refresh })} />,
    );
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(refresh).toHaveBeenCalledWith(true);
    unmount();
    renderWithApp(
      <InflowsPage transactions={sampleLedger()} asOf={TODAY} ai={aiState({ loading: true })} />,
    );
    expect(screen.getByRole('button', { name: 'Refreshing...' })).toBeDisabled();
  });
});

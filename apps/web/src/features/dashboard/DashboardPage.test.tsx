import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aiUnavailable } from '../../components/analytics/aiPanelState';
import { RENT_AS_OF, rentLedger, TODAY, sampleLedger } from '../../testing/analyticsLedger';
import { aiState, fixedAsOf, renderWithApp } from '../../testing/renderWithApp';
import { DashboardPage } from './DashboardPage';

describe('Dashboard', () => {
  it("shows the forecast's lowest balance in the next 13 weeks with its week, beside the runway", () => {
    renderWithApp(
      <DashboardPage transactions={rentLedger()} asOf={RENT_AS_OF} ai={aiUnavailable} />,
      fixedAsOf({ date: RENT_AS_OF }),
    );
    const runway = screen.getByRole('region', { name: 'Cash Runway' });
    const lowest = within(runway).getByRole('group', {
      name: 'Lowest balance in the next 13 weeks',
    });
    // Rent of 1,000 on 1 Jul, 1 Aug and 2 Sep from 2,000: -1,000 from the week of 2 Sep.
    expect(lowest).toHaveTextContent('-$1,000');
    expect(lowest).toHaveTextContent('Week of 2 Sep – 8 Sep 2024; likely -$1,000 to -$1,000');
  });

  it('shows the total cash and the last complete month to the cent, with the month so far beside it', () => {
    renderWithApp(<DashboardPage transactions={sampleLedger()} asOf={TODAY} ai={aiUnavailable} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    expect(screen.getByText('As of today, 15 Jun 2024')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Total cash' })).toHaveTextContent(
      /^Total cash\$20,000\.00$/,
    );
    // May in: 4,000; out: 1,500 + 500. June so far in: 7,000; out: 4,500.
    expect(screen.getByRole('group', { name: 'Monthly Inflow' })).toHaveTextContent(
      /^Monthly Inflow\$4,000\.00May 2024 · Jun 2024 so far: \$7,000\.00$/,
    );
    expect(screen.getByRole('group', { name: 'Monthly Outflow' })).toHaveTextContent(
      /^Monthly Outflow\$2,000\.00May 2024 · Jun 2024 so far: \$4,500\.00$/,
    );
    expect(screen.getByRole('group', { name: 'Net Cash Flow' })).toHaveTextContent(
      /^Net Cash Flow\$2,000\.00May 2024 · Jun 2024 so far: \$2,500\.00$/,
    );
    expect(screen.getByRole('link', { name: 'Add Transaction' })).toHaveAttribute(
      'href',
      '/transactions/add',
    );
  });

  it('names the month in progress by its last day when the figures are as of the newest transaction', () => {
    renderWithApp(
      <DashboardPage transactions={sampleLedger()} asOf="2024-06-10" ai={aiUnavailable} />,
      fixedAsOf({ date: '2024-06-10', reason: 'newest-transaction' }),
    );
    expect(
      screen.getByText('As of 10 Jun 2024, the date of your newest transaction'),
    ).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Monthly Inflow' })).toHaveTextContent(
      'May 2024 · Jun 2024 to 10 Jun 2024: $7,000.00',
    );
  });

  it('holds the runway with the balance and forecast line, the 5 most recent transactions and links to the breakdowns', () => {
    renderWithApp(<DashboardPage transactions={sampleLedger()} asOf={TODAY} ai={aiUnavailable} />);
    const runway = within(screen.getByRole('region', { name: 'Cash Runway' }));
    expect(runway.getByRole('figure', { name: /^Balance at each month end/ })).toBeInTheDocument();
    // The cash is the page's first card, so the runway does not repeat it.
    expect(runway.queryByRole('group', { name: 'Current Balance' })).not.toBeInTheDocument();
    expect(runway.getByRole('group', { name: 'Net Burn' })).toHaveTextContent(
      'Average monthly outflows minus inflows.',
    );
    // The breakdowns by category are a link away, not panels of the page.
    expect(screen.queryByRole('region', { name: 'Cash Inflows' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Cash Outflows' })).not.toBeInTheDocument();
    const links = within(screen.getByRole('navigation', { name: 'Dashboard shortcuts' }));
    expect(links.getByRole('link', { name: 'Money in by category' })).toHaveAttribute(
      'href',
      '/analytics/inflows',
    );
    expect(links.getByRole('link', { name: 'Money out by category' })).toHaveAttribute(
      'href',
      '/analytics/outflows',
    );
    const recent = within(screen.getByRole('region', { name: 'Recent Transactions' }));
    expect(recent.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'June sales06/10/2024 · Sales$5,000.00',
      'Advisory retainer06/05/2024 · Consulting$2,000.00',
      'June rent06/03/2024 · Rent-$1,500.00',
      'June payroll06/01/2024 · Payroll-$3,000.00',
      'May sales05/20/2024 · Sales$4,000.00',
    ]);
    expect(recent.getByRole('link', { name: 'View all' })).toHaveAttribute('href', '/transactions');
  });

  it('shows No transaction data instead of figures when there are no transactions', () => {
    renderWithApp(<DashboardPage transactions={[]} asOf={TODAY} ai={aiUnavailable} />);
    expect(screen.getByText('No transaction data')).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Monthly Inflow' })).not.toBeInTheDocument();
  });

  it('has the feature blurbs, a 4-item FAQ and quick links to the forecast and reports', () => {
    renderWithApp(<DashboardPage transactions={[]} asOf={TODAY} ai={aiUnavailable} />);
    const faq = screen.getByRole('region', { name: 'Frequently asked questions' });
    expect(faq.querySelectorAll('details')).toHaveLength(4);
    const links = within(screen.getByRole('navigation', { name: 'Dashboard shortcuts' }));
    expect(links.getByRole('link', { name: '13-Week Forecast' })).toHaveAttribute(
      'href',
      '/analytics/forecast',
    );
    expect(links.getByRole('link', { name: 'Financial Reports' })).toHaveAttribute(
      'href',
      '/reports',
    );
  });

  it('has the AI toggle and Refresh when AI is configured and on', () => {
    renderWithApp(<DashboardPage transactions={sampleLedger()} asOf={TODAY} ai={aiState()} />);
    const hero = screen.getByRole('heading', { level: 1, name: 'Dashboard' }).closest('section');
    expect(within(hero as HTMLElement).getByLabelText('Enable AI')).toBeChecked();
    expect(within(hero as HTMLElement).getByRole('button', { name: 'Refresh' })).toBeEnabled();
  });
});

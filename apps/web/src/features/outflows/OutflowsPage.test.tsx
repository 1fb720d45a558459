import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ForecastResult } from '@cashline/core';
import { describe, expect, it } from 'vitest';
import { aiUnavailable } from '../../components/analytics/aiPanelState';
import { TODAY, sampleLedger } from '../../testing/analyticsLedger';
import { aiState, renderWithApp } from '../../testing/renderWithApp';
import { OutflowsPage } from './OutflowsPage';

function card(name: string) {
  return screen.getAllByRole('group', { name })[0] as HTMLElement;
}

function categoryRows() {
  return within(screen.getByRole('region', { name: 'Expense Categories' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);
}

const prediction: ForecastResult = {
  weeklyForecasts: [],
  runwayAnalysis: { currentRunway: 10, projectedRunway: 9, burnRate: 2000, recommendations: [] },
  categoryInsights: [
    { category: 'Rent', trend: 'increasing', projectedAmount: 12000, riskLevel: 'high' },
    { category: 'Payroll', trend: 'decreasing', projectedAmount: 6000, riskLevel: 'medium' },
    { category: 'Utilities', trend: 'stable', projectedAmount: 400, riskLevel: 'low' },
  ],
  summary: { overallTrend: 'stable', keyInsights: [], actionItems: [] },
};

describe('Cash Outflows Analysis', () => {
  it('shows totals, the top categories and the largest expense category', () => {
    renderWithApp(<OutflowsPage transactions={sampleLedger()} asOf={TODAY} ai={aiUnavailable} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Cash Outflows Analysis' })).toBeVisible();
    expect(card('Total Outflows')).toHaveTextContent('$9,000.00');
    expect(card('Average Monthly Outflow')).toHaveTextContent('$2,250.00');
    // The average's basis is named, and set apart from the runway's gross burn.
    expect(card('Average Monthly Outflow')).toHaveTextContent(
      'Total over 4 months with transactions, the month in progress counted as one; transfers excluded. Gross burn on the runway page averages the last 3 complete months instead.',
    );
    expect(card('Spending Categories')).toHaveTextContent('4');
    expect(screen.getByRole('region', { name: 'Outflow by Category' })).toHaveTextContent('Rent');
    expect(categoryRows()).toEqual([
      'Rent$4,500.0050.0%',
      'Payroll$3,000.0033.3%',
      'Marketing$1,000.0011.1%',
      'Utilities$500.005.6%',
    ]);
    expect(
      screen.getByText(
        (_, element) =>
          element?.tagName === 'P' &&
          element.textContent ===
            'Largest Expense Category: Rent accounts for 50.0% of total spending ($4,500.00).',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('Expenses and spending analysis')).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Recent Outflows' })).getAllByRole('listitem'),
    ).toHaveLength(6);
  });

  it('follows the period selector', async () => {
    const user = userEvent.setup();
    renderWithApp(<OutflowsPage transactions={sampleLedger()} asOf={TODAY} ai={aiUnavailable} />);
    await user.selectOptions(screen.getByLabelText('Period'), 'This Month');
    expect(card('Total Outflows')).toHaveTextContent('$4,500.00');
    expect(categoryRows()).toEqual(['Payroll$3,000.0066.7%', 'Rent$1,500.0033.3%']);
  });

  it('shows the empty states verbatim with no transactions', () => {
    renderWithApp(<OutflowsPage transactions={[]} asOf={TODAY} ai={aiUnavailable} />);
    expect(screen.getByText('No spending data for this period.')).toBeInTheDocument();
    expect(screen.getAllByText('No expense data for this period.').length).toBeGreaterThan(0);
  });

  it('shows the AI Category Analysis with trend and risk colours when AI is on', () => {
    renderWithApp(
      <OutflowsPage transactions={sampleLedger()} asOf={TODAY} ai={aiState({ prediction })} />,
    );
    expect(screen.getByText('AI-enhanced expense analysis')).toBeInTheDocument();
    const box = within(screen.getByRole('region', { name: 'AI Category Analysis' }));
    const [rent, payroll, utilities] = box.getAllByRole('listitem');
    expect(within(rent as HTMLElement).getByText('increasing')).toHaveClass('tone--green');
    expect(within(rent as HTMLElement).getByText('high risk')).toHaveClass('badge--red');
    expect(within(payroll as HTMLElement).getByText('decreasing')).toHaveClass('tone--red');
    expect(within(payroll as HTMLElement).getByText('medium risk')).toHaveClass('badge--yellow');
    expect(within(utilities as HTMLElement).getByText('stable')).toHaveClass('tone--yellow');
    expect(within(utilities as HTMLElement).getByText('low risk')).toHaveClass('badge--green');
  });

  it('hides the insights when AI is off', () => {
    renderWithApp(
      <OutflowsPage
        transactions={sampleLedger()}
        asOf={TODAY}
        ai={aiState({ prediction, useAI: false })}
      />,
    );
    expect(screen.queryByRole('region', { name: 'AI Category Analysis' })).not.toBeInTheDocument();
  });

  it('shows the error banner and historical figures only when the prediction failed', () => {
    renderWithApp(
      <OutflowsPage
        transactions={sampleLedger()}
        asOf={TODAY}
        ai={aiState({ prediction, error: 'OpenRouter API error: 500' })}
      />,
    );
    const banner = screen.getByRole('alert');
    expect(banner).toHaveTextContent('AI Analysis Error: OpenRouter API error: 500');
    expect(banner).toHaveTextContent('Showing historical data only');
    expect(screen.queryByRole('region', { name: 'AI Category Analysis' })).not.toBeInTheDocument();
    expect(card('Total Outflows')).toHaveTextContent('$9,000.00');
  });
});

import { screen, within } from '@testing-library/react';
import type { ForecastResult } from '@cashline/core';
import { describe, expect, it } from 'vitest';
import { aiUnavailable } from '../../components/analytics/aiPanelState';
import { TODAY, ledgerWithBalance, sampleLedger } from '../../testing/analyticsLedger';
import { aiState, renderWithApp } from '../../testing/renderWithApp';
import { RunwayPage } from './RunwayPage';

function card(name: string) {
  return screen.getAllByRole('region', { name })[0] as HTMLElement;
}

function scenarioRows() {
  return within(screen.getByRole('region', { name: 'Runway Scenarios' }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => Array.from(row.querySelectorAll('th, td'), (cell) => cell.textContent));
}

const prediction: ForecastResult = {
  weeklyForecasts: [],
  runwayAnalysis: {
    currentRunway: 15,
    projectedRunway: 11.5,
    burnRate: 1300,
    recommendations: ['Renegotiate the office lease before renewal'],
  },
  categoryInsights: [],
  summary: { overallTrend: 'stable', keyInsights: [], actionItems: [] },
};

describe('Cash Runway Analysis page', () => {
  it("uses this month's burn: runway in whole months, weeks and a low-runway alert", () => {
    renderWithApp(<RunwayPage transactions={sampleLedger()} today={TODAY} ai={aiUnavailable} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Cash Runway Analysis' })).toBeVisible();
    expect(card('Current Balance')).toHaveTextContent('$20,000');
    expect(card('Monthly Burn Rate')).toHaveTextContent('$4,500');
    // 20,000 / 4,500 = 4.4: whole months.
    expect(card('Runway in Months')).toHaveTextContent('4 months');
    expect(card('Runway in Weeks')).toHaveTextContent('16 weeks');
    expect(screen.getByRole('alert')).toHaveTextContent('Low Cash Runway Alert');
  });

  it('labels the scenarios for the burn they apply (x1.2, x1, x0.8)', () => {
    renderWithApp(<RunwayPage transactions={sampleLedger()} today={TODAY} ai={aiUnavailable} />);
    expect(scenarioRows()).toEqual([
      ['Pessimistic', '20% higher burn', '$5,400', '3 months'],
      ['Current', 'Current burn', '$4,500', '4 months'],
      ['Optimistic', '20% lower burn', '$3,600', '5 months'],
    ]);
  });

  it('warns critically under 3 months', () => {
    renderWithApp(
      <RunwayPage transactions={ledgerWithBalance(10000)} today={TODAY} ai={aiUnavailable} />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Critical Cash Runway Warning');
    expect(card('Runway in Months')).toHaveTextContent('2 months');
  });

  it('shows infinity with no burn this month', () => {
    const ledger = sampleLedger().filter((t) => !(t.date >= '2024-06-01' && t.amount < 0));
    renderWithApp(<RunwayPage transactions={ledger} today={TODAY} ai={aiUnavailable} />);
    expect(card('Runway in Months')).toHaveTextContent('∞');
    expect(card('Runway in Weeks')).toHaveTextContent('∞');
    expect(screen.queryByText('Low Cash Runway Alert')).not.toBeInTheDocument();
  });

  it('shows the empty state verbatim with no transactions', () => {
    renderWithApp(<RunwayPage transactions={[]} today={TODAY} ai={aiUnavailable} />);
    expect(screen.getAllByText('No runway data for this period.').length).toBeGreaterThan(0);
  });
});

describe('Cash Runway panel', () => {
  function panel() {
    return within(screen.getByRole('region', { name: 'Cash Runway' }));
  }

  it('uses the 6-month average burn and colours the health', () => {
    renderWithApp(<RunwayPage transactions={sampleLedger()} today={TODAY} ai={aiUnavailable} />);
    // Outflows since 2023-12-15: 7,500 / 6 = 1,250 a month; 20,000 / 1,250 = 16 months.
    expect(panel().getByRole('region', { name: 'Burn Rate' })).toHaveTextContent('$1,250');
    expect(panel().getByRole('region', { name: 'Runway' })).toHaveTextContent('16 months');
    expect(panel().getByText('Healthy Cash Position')).toHaveClass('health--green');
    expect(panel().getByText('Based on last 6 months')).toBeInTheDocument();
    expect(panel().getByText('Maintain current financial discipline')).toBeInTheDocument();
  });

  it.each([
    [10000, '8 months', 'Monitor Cash Flow', 'health--yellow'],
    [5000, '4 months', 'Critical Cash Position', 'health--red'],
  ])('with a balance of %i shows %s, %s', (balance, months, label, tone) => {
    renderWithApp(
      <RunwayPage transactions={ledgerWithBalance(balance)} today={TODAY} ai={aiUnavailable} />,
    );
    expect(panel().getByRole('region', { name: 'Runway' })).toHaveTextContent(months);
    expect(panel().getByText(label)).toHaveClass(tone);
  });

  it("shows the AI's recommendations and projected runway when AI is on", () => {
    renderWithApp(
      <RunwayPage transactions={sampleLedger()} today={TODAY} ai={aiState({ prediction })} />,
    );
    const ai = within(panel().getByRole('region', { name: 'AI Recommendations' }));
    expect(ai.getByText('Renegotiate the office lease before renewal')).toBeInTheDocument();
    expect(panel().getByRole('region', { name: 'Projected Runway' })).toHaveTextContent(
      '11.5 months',
    );
  });

  it('shows the AI error note and the calculated runway when the prediction failed', () => {
    renderWithApp(
      <RunwayPage
        transactions={sampleLedger()}
        today={TODAY}
        ai={aiState({ prediction, error: 'OpenRouter API error: 429' })}
      />,
    );
    const note = panel().getByRole('alert');
    expect(note).toHaveTextContent('AI Analysis Error: OpenRouter API error: 429');
    expect(note).toHaveTextContent('Showing calculated runway only');
    expect(panel().queryByRole('region', { name: 'AI Recommendations' })).not.toBeInTheDocument();
    expect(panel().getByRole('region', { name: 'Runway' })).toHaveTextContent('16 months');
  });
});

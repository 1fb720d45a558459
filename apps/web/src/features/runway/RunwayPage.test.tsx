import { screen, within } from '@testing-library/react';
import type { ForecastResult } from '@cashline/core';
import { describe, expect, it } from 'vitest';
import { aiUnavailable } from '../../components/analytics/aiPanelState';
import { TODAY, burningLedger, sampleLedger } from '../../testing/analyticsLedger';
import { aiState, renderWithApp } from '../../testing/renderWithApp';
import { RunwayPage } from './RunwayPage';

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
  function figures() {
    return within(screen.getByRole('region', { name: 'Cash Runway' }));
  }

  it('shows each runway figure once', () => {
    renderWithApp(<RunwayPage transactions={burningLedger()} asOf={TODAY} ai={aiUnavailable} />);
    for (const name of [
      'Current Balance',
      'Net Burn',
      'Gross Burn',
      'Runway',
      'If Revenue Stopped',
      'Runway in Weeks',
      'Projected Runway',
    ]) {
      expect(screen.getAllByRole('group', { name })).toHaveLength(1);
    }
    expect(screen.getAllByText('Based on 3 complete months: Mar–May 2024')).toHaveLength(1);
  });

  it('shows net and gross burn over the last 3 complete months, runway and the day cash runs out', () => {
    renderWithApp(<RunwayPage transactions={burningLedger()} asOf={TODAY} ai={aiUnavailable} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Cash Runway Analysis' })).toBeVisible();
    expect(figures().getByText('Based on 3 complete months: Mar–May 2024')).toBeInTheDocument();
    expect(figures().getByRole('group', { name: 'Current Balance' })).toHaveTextContent(
      '$10,000.00',
    );
    expect(figures().getByRole('group', { name: 'Net Burn' })).toHaveTextContent(
      '$2,500.00/moAverage monthly outflows minus inflows.',
    );
    expect(figures().getByRole('group', { name: 'Gross Burn' })).toHaveTextContent('$4,500.00/mo');
    // 10,000 / 2,500 = 4 months: 121 days after 15 June.
    expect(figures().getByRole('group', { name: 'Runway' })).toHaveTextContent(
      '4 monthsCash reaches zero on 14 Oct 2024',
    );
    expect(figures().getByRole('group', { name: 'If Revenue Stopped' })).toHaveTextContent(
      '2.2 monthsCash reaches zero on 21 Aug 2024',
    );
    expect(figures().getByRole('group', { name: 'Runway in Weeks' })).toHaveTextContent('17 weeks');
    expect(screen.getByRole('alert')).toHaveTextContent('Low Cash Runway Alert');
  });

  it('draws the balance history and forecast on one line and says where cash runs out', () => {
    renderWithApp(<RunwayPage transactions={burningLedger()} asOf={TODAY} ai={aiUnavailable} />);
    expect(
      screen.getByRole('figure', { name: /^Balance at each month end, then the 13-week forecast/ }),
    ).toBeInTheDocument();
    expect(screen.queryByText('Runway in Months')).not.toBeInTheDocument();
    // 14 October is past the 13 weeks after 15 June.
    expect(
      screen.getByText('Cash runs out on 14 Oct 2024, after the forecast this chart shows.'),
    ).toBeInTheDocument();
  });

  it('marks the day cash runs out when it falls within the forecast', () => {
    renderWithApp(
      <RunwayPage transactions={burningLedger(5000)} asOf={TODAY} ai={aiUnavailable} />,
    );
    expect(screen.getByText(/^Cash runs out on .*, marked on the chart\.$/)).toBeInTheDocument();
  });

  it('applies the scenarios to net burn as labelled (x1.2, x1, x0.8)', () => {
    renderWithApp(<RunwayPage transactions={burningLedger()} asOf={TODAY} ai={aiUnavailable} />);
    expect(scenarioRows()).toEqual([
      ['Pessimistic', '20% higher burn', '$3,000.00', '3.3 months'],
      ['Current', 'Current burn', '$2,500.00', '4 months'],
      ['Optimistic', '20% lower burn', '$2,000.00', '5 months'],
    ]);
  });

  it('warns critically under 3 months', () => {
    renderWithApp(
      <RunwayPage transactions={burningLedger(5000)} asOf={TODAY} ai={aiUnavailable} />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Critical Cash Runway Warning');
    expect(figures().getByRole('group', { name: 'Runway' })).toHaveTextContent('2 months');
  });

  it('says cash-flow positive, never ∞ or Healthy, when inflows cover outflows', () => {
    // The sample ledger's March to May bring in 7,000 and pay out 3,000.
    renderWithApp(<RunwayPage transactions={sampleLedger()} asOf={TODAY} ai={aiUnavailable} />);
    expect(figures().getByRole('group', { name: 'Runway' })).toHaveTextContent(
      'Cash-flow positiveCash-flow positive over the last 3 months: runway is not limited by burn',
    );
    expect(screen.queryByText(/∞/)).not.toBeInTheDocument();
    expect(screen.queryByText('Healthy Cash Position')).not.toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Runway in Weeks' })).not.toBeInTheDocument();
    expect(screen.queryByText('Low Cash Runway Alert')).not.toBeInTheDocument();
    // If revenue stopped: 20,000 at 1,000 a month.
    expect(figures().getByRole('group', { name: 'If Revenue Stopped' })).toHaveTextContent(
      '20 months',
    );
  });

  it('shows the empty state verbatim with no transactions', () => {
    renderWithApp(<RunwayPage transactions={[]} asOf={TODAY} ai={aiUnavailable} />);
    expect(screen.getAllByText('No runway data for this period.')).toHaveLength(1);
  });
});

describe('Cash Runway panel', () => {
  function panel() {
    return within(screen.getByRole('region', { name: 'Cash Runway' }));
  }

  it("shows the runway page's figures and colours the health by net-burn runway", () => {
    renderWithApp(
      <RunwayPage transactions={burningLedger(30_000)} asOf={TODAY} ai={aiUnavailable} />,
    );
    expect(panel().getByRole('group', { name: 'Net Burn' })).toHaveTextContent('$2,500');
    expect(panel().getByRole('group', { name: 'Runway' })).toHaveTextContent('12 months');
    expect(panel().getByText('Healthy Cash Position')).toHaveClass('health--green');
    expect(panel().getByText('Based on 3 complete months: Mar–May 2024')).toBeInTheDocument();
    expect(panel().getByText('Maintain current financial discipline')).toBeInTheDocument();
  });

  it.each([
    [20_000, '8 months', 'Monitor Cash Flow', 'health--yellow'],
    [10_000, '4 months', 'Critical Cash Position', 'health--red'],
  ])('with a balance of %i shows %s, %s', (balance, months, label, tone) => {
    renderWithApp(
      <RunwayPage transactions={burningLedger(balance)} asOf={TODAY} ai={aiUnavailable} />,
    );
    expect(panel().getByRole('group', { name: 'Runway' })).toHaveTextContent(months);
    expect(panel().getByText(label)).toHaveClass(tone);
  });

  it('labels a cash-flow-positive business as such, in green', () => {
    renderWithApp(<RunwayPage transactions={sampleLedger()} asOf={TODAY} ai={aiUnavailable} />);
    expect(panel().getByText('Cash-Flow Positive')).toHaveClass('health--green');
  });

  it("shows the AI's recommendations and projected runway when AI is on", () => {
    renderWithApp(
      <RunwayPage transactions={burningLedger()} asOf={TODAY} ai={aiState({ prediction })} />,
    );
    const ai = within(panel().getByRole('region', { name: 'AI Recommendations' }));
    expect(ai.getByText('Renegotiate the office lease before renewal')).toBeInTheDocument();
    expect(panel().getByRole('group', { name: 'Projected Runway' })).toHaveTextContent(
      '11.5 months',
    );
  });

  it('shows the AI error note and the calculated runway when the prediction failed', () => {
    renderWithApp(
      <RunwayPage
        transactions={burningLedger()}
        asOf={TODAY}
        ai={aiState({ prediction, error: 'OpenRouter API error: 429' })}
      />,
    );
    const note = panel().getByRole('alert');
    expect(note).toHaveTextContent('AI Analysis Error: OpenRouter API error: 429');
    expect(note).toHaveTextContent('Showing calculated runway only');
    expect(panel().queryByRole('region', { name: 'AI Recommendations' })).not.toBeInTheDocument();
    expect(panel().getByRole('group', { name: 'Runway' })).toHaveTextContent('4 months');
  });
});

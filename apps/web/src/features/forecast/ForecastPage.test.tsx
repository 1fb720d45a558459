import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ForecastResult, WeeklyForecast } from '@cashline/core';
import { describe, expect, it } from 'vitest';
import { aiUnavailable } from '../../components/analytics/aiPanelState';
import { TODAY, ledgerWithBalance, sampleLedger } from '../../testing/analyticsLedger';
import { aiState, renderWithApp } from '../../testing/renderWithApp';
import { ForecastPage } from './ForecastPage';

function card(name: string) {
  return screen.getAllByRole('group', { name })[0] as HTMLElement;
}

function tableRows() {
  return within(screen.getByRole('region', { name: 'Weekly Breakdown' }))
    .getAllByRole('row')
    .map((row) => Array.from(row.querySelectorAll('th, td'), (cell) => cell.textContent));
}

function aiWeek(n: number): WeeklyForecast {
  return {
    week: `Jul ${n}`,
    projectedBalance: 30000 + n * 1000,
    inflows: 9000,
    outflows: 8000,
    optimistic: 31000 + n * 1000,
    realistic: 30000 + n * 1000,
    pessimistic: 29000 + n * 1000,
  };
}

const aiForecast: ForecastResult = {
  weeklyForecasts: Array.from({ length: 13 }, (_, i) => aiWeek(i + 1)),
  runwayAnalysis: { currentRunway: 20, projectedRunway: 22, burnRate: 1000, recommendations: [] },
  categoryInsights: [],
  summary: { overallTrend: 'positive', keyInsights: [], actionItems: [] },
};

describe('13-Week Cash Forecast', () => {
  it('forecasts from the last 90 days of history, realistic by default', () => {
    renderWithApp(<ForecastPage transactions={sampleLedger()} asOf={TODAY} ai={aiUnavailable} />);
    expect(screen.getByRole('heading', { level: 1, name: '13-Week Cash Forecast' })).toBeVisible();
    expect(screen.getByLabelText('Scenario')).toHaveValue('realistic');
    expect(card('Current Balance')).toHaveTextContent('$20,000');
    // 20,000 + 3 x the net of May, the last complete month (4,000 - 2,000).
    expect(card('Simple Projection')).toHaveTextContent('$26,000');
    expect(card('Projected Growth')).toHaveTextContent('30.0%');
    const rows = tableRows();
    expect(rows[0]).toEqual(['Week', 'Expected Inflows', 'Expected Outflows', 'Realistic Balance']);
    expect(rows).toHaveLength(7);
    // 90 days back: inflows 11,000 and outflows 6,500, each / 13 a week.
    expect(rows[1]).toEqual(['Week 1', '$846', '$500', '$20,346']);
    expect(rows[6]?.[0]).toBe('Week 6');
    expect(rows[6]?.[3]).toBe('$22,077');
    expect(
      screen.getByRole('figure', { name: /13-week ending balance by scenario, Realistic/ }),
    ).toBeInTheDocument();
  });

  it('switches the table and the chart to the chosen scenario (+/-15% flows)', async () => {
    const user = userEvent.setup();
    renderWithApp(<ForecastPage transactions={sampleLedger()} asOf={TODAY} ai={aiUnavailable} />);
    await user.selectOptions(screen.getByLabelText('Scenario'), 'Optimistic');
    expect(tableRows()[0]?.[3]).toBe('Optimistic Balance');
    // Inflows x1.15 (973.08) less outflows x0.85 (425) a week: the flows shown are the scenario's.
    expect(tableRows()[1]).toEqual(['Week 1', '$973', '$425', '$20,548']);
    expect(
      screen.getByRole('figure', { name: /13-week ending balance by scenario, Optimistic/ }),
    ).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Scenario'), 'Pessimistic');
    // Inflows x0.85 (719.23) less outflows x1.15 (575) a week.
    expect(tableRows()[1]).toEqual(['Week 1', '$719', '$575', '$20,144']);
  });

  it('shows growth only when the balance is above 0', () => {
    renderWithApp(
      <ForecastPage transactions={ledgerWithBalance(-500)} asOf={TODAY} ai={aiUnavailable} />,
    );
    expect(card('Current Balance')).toHaveTextContent('-$500');
    expect(screen.queryByRole('group', { name: 'Projected Growth' })).not.toBeInTheDocument();
  });

  it('shows No forecast data with no transactions', () => {
    renderWithApp(<ForecastPage transactions={[]} asOf={TODAY} ai={aiUnavailable} />);
    expect(screen.getByText('No forecast data')).toBeInTheDocument();
  });

  it('uses the AI forecast when AI is on and succeeded', () => {
    renderWithApp(
      <ForecastPage
        transactions={sampleLedger()}
        asOf={TODAY}
        ai={aiState({ prediction: aiForecast })}
      />,
    );
    expect(screen.getByText('AI forecast')).toBeInTheDocument();
    expect(tableRows()[1]).toEqual(['Week 1', '$9,000', '$8,000', '$31,000']);
  });

  it('says Not enough data when the forecast has no weeks', () => {
    renderWithApp(
      <ForecastPage
        transactions={sampleLedger()}
        asOf={TODAY}
        ai={aiState({ prediction: { ...aiForecast, weeklyForecasts: [] } })}
      />,
    );
    expect(
      screen.getByText('Not enough data to generate a forecast for this period.'),
    ).toBeInTheDocument();
  });

  it('says No valid forecast chart data when the weeks hold no numbers', () => {
    const broken = aiForecast.weeklyForecasts.map((week) => ({ ...week, optimistic: Number.NaN }));
    renderWithApp(
      <ForecastPage
        transactions={sampleLedger()}
        asOf={TODAY}
        ai={aiState({ prediction: { ...aiForecast, weeklyForecasts: broken } })}
      />,
    );
    expect(screen.getByText('No valid forecast chart data for this period.')).toBeInTheDocument();
  });

  it('falls back to the history and says so when the AI failed', () => {
    renderWithApp(
      <ForecastPage
        transactions={sampleLedger()}
        asOf={TODAY}
        ai={aiState({ prediction: aiForecast, error: 'OpenRouter API error: 401' })}
      />,
    );
    const note = screen.getByRole('alert');
    expect(note).toHaveTextContent('AI Prediction Error: OpenRouter API error: 401');
    expect(note).toHaveTextContent('Falling back to historical data analysis');
    expect(tableRows()[1]).toEqual(['Week 1', '$846', '$500', '$20,346']);
  });
});

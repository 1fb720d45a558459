import { screen, within } from '@testing-library/react';
import type { ForecastResult } from '@cashline/core';
import { describe, expect, it } from 'vitest';
import { TODAY, sampleLedger } from '../../testing/analyticsLedger';
import { aiState, renderWithApp } from '../../testing/renderWithApp';
import { InflowsPage } from './InflowsPage';

const prediction: ForecastResult = {
  weeklyForecasts: [],
  runwayAnalysis: { currentRunway: 10, projectedRunway: 9, burnRate: 2000, recommendations: [] },
  categoryInsights: [
    { category: 'Sales', trend: 'increasing', projectedAmount: 16000, riskLevel: 'low' },
  ],
  summary: { overallTrend: 'positive', keyInsights: [], actionItems: [] },
};

describe('Cash Inflows panel with AI', () => {
  it('shows the AI Category Analysis and never the AI error', () => {
    renderWithApp(
      <InflowsPage
        transactions={sampleLedger()}
        asOf={TODAY}
        ai={aiState({ prediction, error: 'Failed to get AI predictions' })}
      />,
    );
    const box = within(screen.getByRole('region', { name: 'AI Category Analysis' }));
    expect(box.getByText('Sales')).toBeInTheDocument();
    expect(box.getByText('$16,000')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByText(/Failed to get AI predictions/)).not.toBeInTheDocument();
  });
});

import type { ForecastScenario } from '@cashline/core';

export const scenarioLabels: Record<ForecastScenario, string> = {
  realistic: 'Realistic',
  optimistic: 'Optimistic',
  pessimistic: 'Pessimistic',
};

export const scenarioColors: Record<ForecastScenario, string> = {
  optimistic: '#22c55e',
  realistic: '#3b82f6',
  pessimistic: '#ef4444',
};

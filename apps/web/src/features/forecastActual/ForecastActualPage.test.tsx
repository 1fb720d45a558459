import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { RENT_AS_OF, rentLedger } from '../../testing/analyticsLedger';
import { frozenBase, rentFrozen } from '../../testing/frozenFixtures';
import { fixedAsOf, renderWithApp } from '../../testing/renderWithApp';
import { FROZEN_FORECASTS_KEY } from '../scenarios/frozenForecastStore';
import { ForecastActualPage } from './ForecastActualPage';

function renderRent() {
  renderWithApp(
    <ForecastActualPage transactions={rentLedger()} asOf={RENT_AS_OF} />,
    fixedAsOf({ date: RENT_AS_OF }),
  );
}

function rows(name: string) {
  return within(screen.getByRole('region', { name }))
    .getAllByRole('row')
    .map((row) => Array.from(row.querySelectorAll('th, td'), (cell) => cell.textContent));
}

beforeEach(() => localStorage.clear());

describe('Forecast Against Actual', () => {
  it("sets this browser's kept forecasts against the rent ledger's balances, by horizon", async () => {
    localStorage.setItem(FROZEN_FORECASTS_KEY, JSON.stringify(rentFrozen()));
    renderRent();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Forecast Against Actual' }),
    ).toBeVisible();
    const week1 = await screen.findByRole('region', { name: '1 week ahead' });
    expect(week1).toHaveTextContent(
      'Your 1-week forecasts have been within 5% once out of 2, and inside their likely range once out of 2.',
    );
    // 2 June: 3,000 left before the 3 June rent; 9 June: 2,000, 900 (45%) below the forecast.
    expect(rows('1 week ahead').slice(1)).toEqual([
      [
        '05/26/2024',
        '06/02/2024',
        '$3,000likely $2,900 to $3,100',
        '$3,000',
        '$0 (0.0%)',
        'Yes',
        'Yes',
      ],
      [
        '06/02/2024',
        '06/09/2024',
        '$2,900likely $2,800 to $3,000',
        '$2,000',
        '$900 (45.0%)',
        'No',
        'No',
      ],
    ]);
    expect(
      rows('4 weeks ahead')
        .slice(1)
        .map((row) => row.slice(3)),
    ).toEqual([
      ['$2,000', '$500 (25.0%)', 'No', 'No'],
      ['$2,000', '$0 (0.0%)', 'Yes', 'Yes'],
    ]);
    expect(screen.getByRole('region', { name: '13 weeks ahead' })).toHaveTextContent(
      'No 13-week forecast has reached its date yet.',
    );
    expect(
      screen.getByRole('figure', {
        name: 'Forecast balance 4 weeks ahead, with its likely range, and the balance that came',
      }),
    ).toBeInTheDocument();
  });

  it('says when no kept forecast has reached its date yet', () => {
    localStorage.setItem(
      FROZEN_FORECASTS_KEY,
      JSON.stringify([frozenBase('2024-06-28', { 1: { expected: 1, low: 0, high: 2 } })]),
    );
    renderRent();
    expect(
      screen.getByText(/No kept forecast has reached its date yet: the first comparison comes/),
    ).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: '1 week ahead' })).toBeNull();
  });

  it('says when no forecast has been kept', () => {
    renderRent();
    expect(screen.getByText(/No forecast has been kept yet/)).toBeInTheDocument();
  });
});

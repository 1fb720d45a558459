import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { aiUnavailable } from '../../components/analytics/aiPanelState';
import { RENT_AS_OF, rentLedger } from '../../testing/analyticsLedger';
import { renderAsMember } from '../../testing/renderAsMember';
import { ForecastPage } from './ForecastPage';

beforeEach(() => localStorage.clear());

function openAs(role: 'viewer' | 'editor') {
  renderAsMember(
    <ForecastPage transactions={rentLedger()} asOf={RENT_AS_OF} ai={aiUnavailable} />,
    role,
    '/analytics/forecast',
  );
  return screen.getByRole('region', { name: 'Coming up' });
}

describe('the recurring choices by role', () => {
  it('shows a viewer the recurring payments but no confirm or dismiss', () => {
    const comingUp = openAs('viewer');
    expect(within(comingUp).getByText('Rent Oak St')).toBeInTheDocument();
    expect(within(comingUp).queryByRole('button')).not.toBeInTheDocument();
    expect(
      within(comingUp).queryByRole('form', { name: 'Add a planned payment' }),
    ).not.toBeInTheDocument();
  });

  it('lets an editor confirm and dismiss them', () => {
    const comingUp = openAs('editor');
    for (const name of ['Confirm Rent Oak St', 'Dismiss Rent Oak St']) {
      expect(within(comingUp).getByRole('button', { name })).toBeInTheDocument();
    }
    expect(within(comingUp).getByRole('form', { name: 'Add a planned payment' })).toBeVisible();
  });
});

import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Scenario } from '@cashline/core';
import { beforeEach, describe, expect, it } from 'vitest';
import { aiUnavailable } from '../../components/analytics/aiPanelState';
import { RENT_AS_OF, rentLedger } from '../../testing/analyticsLedger';
import { renderWithApp } from '../../testing/renderWithApp';
import { RunwayPage } from '../runway/RunwayPage';
import { writeScenarios } from './scenariosStore';

const bill = (id: string, name: string, start: string, amount: number): Scenario => ({
  id,
  name,
  layers: [{ id: `${id}-l`, type: 'oneOff', name, start, accountId: 'main', amount }],
});

beforeEach(() => localStorage.clear());

const card = (name: string) =>
  within(screen.getByRole('region', { name: 'Runway under a scenario' })).getByRole('group', {
    name,
  });

describe('the runway under a scenario', () => {
  it('shows when cash runs out under the chosen scenario beside the base forecast', async () => {
    // A $10,000 bill on 3 July 2024 empties the $2,000 balance in week 1 (1–7 July); a $20,000
    // bill on 20 July (week 3, 15–21 July) in the third.
    writeScenarios([
      bill('s1', 'Big bill', '2024-07-03', -10_000),
      bill('s2', 'Later bill', '2024-07-20', -20_000),
    ]);
    renderWithApp(<RunwayPage transactions={rentLedger()} asOf={RENT_AS_OF} ai={aiUnavailable} />);
    expect(card('Cash lasts until (Big bill)')).toHaveTextContent('07/07/2024 (1 week)');
    const base = card('Cash lasts until (base forecast)').textContent;
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Scenario' }), 'Later bill');
    expect(card('Cash lasts until (Later bill)')).toHaveTextContent('07/21/2024 (3 weeks)');
    expect(card('Cash lasts until (base forecast)').textContent).toBe(base);
  });

  it('is not shown without a saved scenario', () => {
    renderWithApp(<RunwayPage transactions={rentLedger()} asOf={RENT_AS_OF} ai={aiUnavailable} />);
    expect(screen.queryByRole('region', { name: 'Runway under a scenario' })).toBeNull();
  });
});

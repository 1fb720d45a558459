import 'fake-indexeddb/auto';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { RENT_AS_OF, rentLedger } from '../../../testing/analyticsLedger';
import { renderWithApp } from '../../../testing/renderWithApp';
import { writeScenarios } from '../../scenarios/scenariosStore';
import { BoardPackPage } from './BoardPackPage';

beforeEach(() => localStorage.clear());

describe("the board pack's scenarios", () => {
  it('lists the kept scenarios with what they change and where they leave the cash', async () => {
    writeScenarios([
      {
        id: 's1',
        name: 'Buy the oven',
        layers: [
          {
            id: 'l1',
            type: 'oneOff',
            name: 'Oven',
            start: '2024-07-03',
            accountId: 'main',
            amount: -10_000,
          },
        ],
      },
    ]);
    renderWithApp(<BoardPackPage transactions={rentLedger()} asOf={RENT_AS_OF} />);
    const part = within(await screen.findByRole('region', { name: 'Scenarios' }));
    const row = part.getByRole('row', { name: /Buy the oven/ });
    expect(row).toHaveTextContent('Pay $10,000.00 on 3 Jul 2024');
    expect(part.queryByText('No scenarios chosen for this pack.')).toBeNull();
  });
});

import 'fake-indexeddb/auto';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useLedgerRows } from '../../lib/transactions/useLedger';
import {
  CURRENCY_AS_OF,
  currencyRates,
  withCurrencyLedgerStored,
} from '../../testing/currencyLedger';
import { frozenBase } from '../../testing/frozenFixtures';
import { renderAsMember } from '../../testing/renderAsMember';
import { stubApi } from '../../testing/stubApi';
import { FROZEN_FORECASTS_KEY } from '../scenarios/frozenForecastStore';
import { ForecastActualPage } from './ForecastActualPage';

function Page() {
  const { transactions, status } = useLedgerRows();
  if (status === 'loading') return <p>Loading</p>;
  return <ForecastActualPage transactions={transactions} asOf={CURRENCY_AS_OF} />;
}

// Made as of Sunday 19 July 2026: 800 for the 26th, likely 700 to 900.
const kept = [frozenBase('2026-07-19', { 1: { expected: 800, low: 700, high: 900 } })];

withCurrencyLedgerStored();

describe('forecast against actual over accounts in euros and dollars, in pounds', () => {
  it("holds the kept forecast to the week-end's balances at that day's rates", async () => {
    stubApi({
      '/api/orgs/org-bakery/frozen-forecasts': () => Response.json(kept),
      '/api/orgs/org-bakery/rates': () =>
        Response.json({
          ...currencyRates,
          rates: [
            ...currencyRates.rates,
            { date: '2026-07-26', currency: 'GBP', rate: '0.86', source: 'ecb' },
            { date: '2026-07-26', currency: 'USD', rate: '1.2', source: 'ecb' },
          ],
        }),
    });
    renderAsMember(<Page />, 'viewer', '/');
    expect(
      await screen.findByText("Balances in GBP, each week-end's at that day's exchange rate."),
    ).toBeInTheDocument();
    // 26 July: EUR 1,000 x 0.86 = 860.00 and USD -110 x 0.86 / 1.2 = -78.83: £781.17, shown to
    // the pound, 19 (2.4%) below the forecast's 800.
    const week = await screen.findByRole('region', { name: '1 week ahead' });
    expect(within(week).getByRole('row', { name: /26\/07\/2026/ })).toHaveTextContent(
      /£781£19 \(2\.4%\)/,
    );
  });

  it('names the week-ends a missing rate leaves without a comparison', async () => {
    localStorage.setItem(FROZEN_FORECASTS_KEY, JSON.stringify(kept));
    renderAsMember(<Page />, null, '/');
    expect(
      await screen.findByText(
        'No EUR to GBP rate for the week-end 26/07/2026: its comparisons are left out, not counted 1:1.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('row', { name: /26\/07\/2026/ })).not.toBeInTheDocument();
  });
});

import 'fake-indexeddb/auto';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { aiUnavailable } from '../../components/analytics/aiPanelState';
import { useLedgerRows } from '../../lib/transactions/useLedger';
import { renderAsMember } from '../../testing/renderAsMember';
import {
  CURRENCY_AS_OF,
  currencyRates,
  withCurrencyLedgerStored,
} from '../../testing/currencyLedger';
import { stubApi } from '../../testing/stubApi';
import { BrowserRatesForm } from '../settings/BrowserRatesForm';
import { DashboardPage } from './DashboardPage';

const AS_OF = CURRENCY_AS_OF;
const rates = currencyRates;

/** The dashboard over the store's ledger, as the app's route gives it. */
function Dashboard() {
  const { transactions, status } = useLedgerRows();
  if (status === 'loading') return <p>Loading</p>;
  return <DashboardPage transactions={transactions} asOf={AS_OF} ai={aiUnavailable} />;
}

withCurrencyLedgerStored();

describe('the dashboard over accounts in euros and dollars, reported in pounds', () => {
  it("converts the total cash at the as-of date's rates and says so, in UK dates", async () => {
    let answer = () => {};
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    stubApi({
      '/api/orgs/org-bakery/rates': async () => {
        await answered;
        return Response.json(rates);
      },
    });
    renderAsMember(<Dashboard />, 'viewer', '/');
    // Until the rates come, the page says they are coming rather than that they are missing.
    expect(
      await screen.findByText('Figures in GBP: the exchange rates are on their way.'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/^No EUR to GBP rate/)).not.toBeInTheDocument();
    answer();
    // EUR 900.00 x 0.86 = 774.00; USD 130.00 x 0.86 / 1.2 = 93.1667, 93.17: £867.17.
    expect(
      await screen.findByText(
        "Figures in GBP, converted at the exchange rates of 31/07/2026 (money in and out at each day's rate).",
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Total cash' })).toHaveTextContent(
      /^Total cash£867\.17$/,
    );
    // The forecast runs per currency and says its range holds no exchange-rate risk.
    expect(
      screen.getByText(
        'Accounts, invoices and bills in EUR, USD are forecast in their own currency and converted into GBP at the rates of 31/07/2026. The range holds no exchange-rate risk.',
      ),
    ).toBeInTheDocument();
    // The accounts keep their own currencies.
    expect(screen.getByText('€900.00')).toBeInTheDocument();
    expect(screen.getByText('US$130.00')).toBeInTheDocument();
  });

  it('says on every figure a missing rate leaves short, never converting 1:1', async () => {
    renderAsMember(<Dashboard />, null, '/');
    expect(
      await screen.findByText(
        /^No EUR to GBP rate for 2 transactions from 30\/06\/2026 to 31\/07\/2026 and the balance: left out of total cash, money in, money out, net cash flow/,
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Total cash' })).toHaveTextContent(
      /^Total cash£0\.00Leaves out EUR and USD: no exchange rate$/,
    );
    expect(screen.getByRole('group', { name: 'Monthly Inflow' })).toHaveTextContent(
      'Leaves out EUR and USD: no exchange rate',
    );
    expect(
      screen.getByText(
        'No EUR to GBP rate: accounts, invoices and bills in EUR are left out of the forecast, not counted 1:1.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Runway' })).toHaveTextContent(
      'Leaves out EUR and USD: no exchange rate',
    );
  });

  it('converts with the rates a signed-out browser typed in Settings, once every line reads', async () => {
    const user = userEvent.setup();
    renderAsMember(
      <>
        <BrowserRatesForm />
        <Dashboard />
      </>,
      null,
      '/',
    );
    const field = await screen.findByLabelText('Rates (CSV)');
    await user.type(field, 'date,currency,rate\n2026-07-31,GBP,0.86\n2026-07-31,USD,1.2x');
    await user.click(screen.getByRole('button', { name: 'Save exchange rates' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Nothing was saved\. Line 3:/);
    expect(localStorage.getItem('exchangeRates')).toBeNull();
    await user.clear(field);
    await user.type(
      field,
      `date,currency,rate\n${rates.rates.map((r) => `${r.date},${r.currency},${r.rate}`).join('\n')}`,
    );
    await user.click(screen.getByRole('button', { name: 'Save exchange rates' }));
    await screen.findByText('Exchange rates saved.');
    expect(screen.getByRole('group', { name: 'Total cash' })).toHaveTextContent(
      /^Total cash£867\.17$/,
    );
  });
});

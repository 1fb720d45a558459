import 'fake-indexeddb/auto';
import type { OpenItem } from '@cashline/core';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aiUnavailable } from '../../components/analytics/aiPanelState';
import { BROWSER_RATES_KEY } from '../../lib/analytics/browserRates';
import { OpenItemsProvider } from '../../lib/invoices/OpenItemsProvider';
import { writeOpenItems } from '../../lib/invoices/openItemsStore';
import { useLedgerRows } from '../../lib/transactions/useLedger';
import { CURRENCY_AS_OF, withCurrencyLedgerStored } from '../../testing/currencyLedger';
import { renderAsMember } from '../../testing/renderAsMember';
import { ForecastPage } from './ForecastPage';

function Forecast() {
  const { transactions, status } = useLedgerRows();
  if (status === 'loading') return <p>Loading</p>;
  return <ForecastPage transactions={transactions} asOf={CURRENCY_AS_OF} ai={aiUnavailable} />;
}

/** A dollar invoice of a customer with no history, due Monday 10 Aug: that day, in week 2. */
const dollarInvoice: OpenItem = {
  id: 'inv-usd',
  kind: 'invoice',
  party: 'Boston Deli',
  number: 'B-1',
  amount: 1_200,
  balance: 1_200,
  issueDate: '2026-07-10',
  dueDate: '2026-08-10',
  payments: [],
  currency: 'USD',
};

withCurrencyLedgerStored();

describe('the forecast of accounts in euros and dollars with an invoice in dollars', () => {
  it('places the invoice with the dollar accounts and converts it into pounds', async () => {
    localStorage.setItem(
      BROWSER_RATES_KEY,
      'date,currency,rate\n2026-07-31,GBP,0.86\n2026-07-31,USD,1.2\n',
    );
    writeOpenItems([dollarInvoice]);
    renderAsMember(
      <OpenItemsProvider>
        <Forecast />
      </OpenItemsProvider>,
      null,
      '/',
    );
    // As of Fri 31 Jul, week 2 is 8-14 Aug: USD 1,200 less the 2% chance of never being paid of
    // an invoice not yet due, USD 1,176, at 0.86 / 1.2: £842.80, shown to the pound. It owes
    // USD 1,200: £860.
    const weeks = within(await screen.findByRole('region', { name: 'Weekly Breakdown' }));
    const fromInvoices = weeks
      .getAllByRole('row')
      .map((row) => row.querySelectorAll('td')[1]?.textContent);
    expect(fromInvoices.slice(1, 4)).toEqual(['£0', '£843', '£0']);
    expect(screen.getByRole('region', { name: 'Receivables' })).toHaveTextContent('£860');
  });
});

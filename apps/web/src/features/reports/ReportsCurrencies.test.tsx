import 'fake-indexeddb/auto';
import { customReportDefinitionSchema } from '@cashline/core';
import type { IsoDate, Transaction } from '@cashline/core';
import { screen, within } from '@testing-library/react';
import type { ComponentType } from 'react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { paths } from '../../config/paths';
import { useLedgerRows } from '../../lib/transactions/useLedger';
import {
  CURRENCY_AS_OF,
  currencyRates,
  withCurrencyLedgerStored,
} from '../../testing/currencyLedger';
import { renderAsMember } from '../../testing/renderAsMember';
import { stubApi } from '../../testing/stubApi';
import { BoardPackPage } from './boardPack/BoardPackPage';
import { CustomReportPrintPage } from './custom/CustomReportPrintPage';
import { CustomReportsPage } from './custom/CustomReportsPage';
import { ExportReportsPage } from './ExportReportsPage';
import { ReportPrintPage } from './print/ReportPrintPage';

type Page = ComponentType<{ transactions: readonly Transaction[]; asOf: IsoDate }>;

/** A report page over the store's ledger, as the app's route gives it. */
function render(Page: Page, url: string, route: string, signedIn = true) {
  function Route() {
    const { transactions, status } = useLedgerRows();
    if (status === 'loading') return <p>Loading</p>;
    return <Page transactions={transactions} asOf={CURRENCY_AS_OF} />;
  }
  if (signedIn) stubApi({ '/api/orgs/org-bakery/rates': () => Response.json(currencyRates) });
  renderAsMember(<Route />, signedIn ? 'viewer' : null, url, route);
}

const CONVERTED_FLOWS = "Figures in GBP, money in and out converted at each day's exchange rate.";
const CONVERTED =
  "Figures in GBP, converted at the exchange rates of 31/07/2026 (money in and out at each day's rate).";

withCurrencyLedgerStored();

describe('the reports of accounts in euros and dollars, in pounds', () => {
  it("prints July's cash-flow statement converted, closing on the accounts' cash", async () => {
    const url = paths.reportsPrint.getHref('month', 'cashflow');
    render(ReportPrintPage, url, paths.reportsPrint.path);
    expect(await screen.findByText(CONVERTED)).toBeInTheDocument();
    // Money in 172.00, out 86.00: net 86.00 on a closing £867.17. Opening at 30 Jun's rates:
    // EUR 1,000 x 0.85 = 850.00, USD -110 x 0.85 / 1.1 = -85.00: 765.00. The rates' effect is
    // 867.17 - 765.00 - 86.00 = 16.17 (EUR 1,000 x 0.01 = 10.00, USD 6.17 less owed).
    expect(screen.getByRole('row', { name: /^Closing cash/ })).toHaveTextContent('£867.17');
    expect(screen.getByRole('row', { name: /^Opening cash/ })).toHaveTextContent('£765.00');
    expect(screen.getByRole('row', { name: /^Net cash flow/ })).toHaveTextContent('£86.00');
    expect(
      screen.getByRole('row', { name: /^Effect of exchange rates on cash/ }),
    ).toHaveTextContent('£16.17');
  });

  it('names what a missing rate leaves out of the statement, signed out with no rates', async () => {
    const url = paths.reportsPrint.getHref('month', 'cashflow');
    render(ReportPrintPage, url, paths.reportsPrint.path, false);
    expect(
      await screen.findByText(
        'No EUR to GBP rate for 1 transaction from 31/07/2026 to 31/07/2026 and the balance: left out of total cash, money out and net cash flow, not counted 1:1.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('row', { name: /^Closing cash/ })).toHaveTextContent('£0.00');
  });

  it("shows the board pack's accounts in their own currency and the pack's", async () => {
    render(BoardPackPage, paths.boardPack.getHref('2026-07'), paths.boardPack.path);
    expect(await screen.findByText(CONVERTED)).toBeInTheDocument();
    const cash = screen.getByRole('region', { name: 'Cash Position' });
    const eur = within(cash).getByRole('row', { name: /^EUR account/ });
    expect(eur).toHaveTextContent('£774.00');
    expect(eur).toHaveTextContent('€900.00');
    expect(within(cash).getByRole('row', { name: /^Net cash position/ })).toHaveTextContent(
      '£867.17',
    );
  });

  it('sums a custom report by account in pounds, each transaction at its date rate', async () => {
    const definition = customReportDefinitionSchema.parse({
      name: 'By account',
      period: { kind: 'preset', preset: 'this-year' },
      grouping: 'account',
    });
    const url = paths.reportsCustomPrint.getHref(definition);
    render(CustomReportPrintPage, url, paths.reportsCustomPrint.path);
    expect(
      await screen.findByText(
        "Figures in GBP, money in and out converted at each day's exchange rate.",
      ),
    ).toBeInTheDocument();
    // EUR: 850.00 in, 86.00 out; USD: 172.00 in, 85.00 out.
    expect(screen.getByRole('row', { name: /^EUR account/ })).toHaveTextContent(
      /£850\.00.*£86\.00/,
    );
    expect(screen.getByRole('row', { name: /^Total/ })).toHaveTextContent(/£1,022\.00.*£171\.00/);
  });

  it('filters a custom report on amounts in pounds, and says so beside the limits', async () => {
    const user = userEvent.setup();
    render(CustomReportsPage, '/', '/');
    const smallest = await screen.findByLabelText('Smallest amount (GBP, converted)');
    expect(screen.getByLabelText('Largest amount (GBP, converted)')).toBeInTheDocument();
    await screen.findByText(CONVERTED_FLOWS);
    await user.type(smallest, '100');
    // July: USD 240 (£172.00) passes; EUR 100 (£86.00) does not, as 100 native would.
    const total = await screen.findByRole('row', { name: /^Total £172\.00 £0\.00/ });
    expect(total).toHaveTextContent(/^Total£172\.00£0\.00£172\.001$/);
  });

  it('says on the Export Reports page what its files are converted into', async () => {
    render(ExportReportsPage, paths.reportsExport.path, paths.reportsExport.path);
    expect(await screen.findByText(CONVERTED)).toBeInTheDocument();
  });
});

import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useFormat } from '../../lib/format/useFormat';
import { TransactionProvider } from '../../lib/transactions/TransactionProvider';
import { closeDatabase, readStoredData } from '../../lib/transactions/transactionDb';
import { renderPage } from '../../testing/renderPage';
import { CurrencySection } from './CurrencySection';

beforeEach(() => {
  closeDatabase();
  globalThis.indexedDB = new IDBFactory();
  localStorage.clear();
});
afterEach(() => closeDatabase());

/** A figure as the pages write it, to see the choice take effect. */
function Sample() {
  const format = useFormat();
  return (
    <p data-testid="sample">
      {format.date('2026-07-31')} {format.moneyExact(1234.5)}
    </p>
  );
}

describe('the reporting currency and locale in Settings', () => {
  it('keeps the choice with this browser’s ledger, and every figure follows it', async () => {
    renderPage(
      <TransactionProvider>
        <CurrencySection />
        <Sample />
      </TransactionProvider>,
    );
    expect(screen.getByTestId('sample')).toHaveTextContent('07/31/2026 $1,234.50');
    await userEvent.selectOptions(screen.getByLabelText('Reporting currency'), 'GBP');
    await userEvent.selectOptions(
      screen.getByLabelText('Locale for dates and numbers'),
      'en-GB: 31/07/2026, £1,234.50',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save currency and locale' }));
    await screen.findByText('Saved.');
    expect(screen.getByTestId('sample')).toHaveTextContent('31/07/2026 £1,234.50');
    await waitFor(async () =>
      expect((await readStoredData()).currencyChoice).toEqual({
        reportingCurrency: 'GBP',
        locale: 'en-GB',
      }),
    );
  });
});

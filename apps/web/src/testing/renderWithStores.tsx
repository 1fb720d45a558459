import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { AsOfContext } from '../lib/analytics/AsOfContext';
import { CategorisationProvider } from '../lib/categorisation/CategorisationProvider';
import { SettingsProvider } from '../lib/settings/SettingsProvider';
import { TransactionProvider } from '../lib/transactions/TransactionProvider';
import { fixedAsOf } from './renderWithApp';

/** Renders a page over the real stores (IndexedDB: use fake-indexeddb), the as-of date fixed. */
export function renderWithStores(page: ReactElement) {
  return render(
    <SettingsProvider>
      <TransactionProvider>
        <CategorisationProvider>
          <AsOfContext.Provider value={fixedAsOf()}>
            <MemoryRouter>{page}</MemoryRouter>
          </AsOfContext.Provider>
        </CategorisationProvider>
      </TransactionProvider>
    </SettingsProvider>,
  );
}

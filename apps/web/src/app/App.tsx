import { RouterProvider, createBrowserRouter } from 'react-router-dom';
import { AccountScopeProvider } from '../lib/analytics/AccountScopeProvider';
import { AsOfProvider } from '../lib/analytics/AsOfProvider';
import { AuthProvider } from '../lib/auth/AuthProvider';
import { ScenariosProvider } from '../features/scenarios/ScenariosProvider';
import { PlannedItemsProvider } from '../lib/forecast/PlannedItemsProvider';
import { OpenItemsProvider } from '../lib/invoices/OpenItemsProvider';
import { RecurringChoicesProvider } from '../lib/forecast/RecurringChoicesProvider';
import { SettingsProvider } from '../lib/settings/SettingsProvider';
import { CategorisationProvider } from '../lib/categorisation/CategorisationProvider';
import { TransactionProvider } from '../lib/transactions/TransactionProvider';
import { routes } from './routes';
import { StoreAICashFlowProvider } from './StoreAICashFlowProvider';

const router = createBrowserRouter(routes);

export function App() {
  return (
    <SettingsProvider>
      <AuthProvider>
        <TransactionProvider>
          <CategorisationProvider>
            <AsOfProvider>
              <AccountScopeProvider>
                <RecurringChoicesProvider>
                  <PlannedItemsProvider>
                    <OpenItemsProvider>
                      <ScenariosProvider>
                        <StoreAICashFlowProvider>
                          <RouterProvider router={router} />
                        </StoreAICashFlowProvider>
                      </ScenariosProvider>
                    </OpenItemsProvider>
                  </PlannedItemsProvider>
                </RecurringChoicesProvider>
              </AccountScopeProvider>
            </AsOfProvider>
          </CategorisationProvider>
        </TransactionProvider>
      </AuthProvider>
    </SettingsProvider>
  );
}

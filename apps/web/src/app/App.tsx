import { RouterProvider, createBrowserRouter } from 'react-router-dom';
import { AccountScopeProvider } from '../lib/analytics/AccountScopeProvider';
import { AsOfProvider } from '../lib/analytics/AsOfProvider';
import { SettingsProvider } from '../lib/settings/SettingsProvider';
import { TransactionProvider } from '../lib/transactions/TransactionProvider';
import { routes } from './routes';
import { StoreAICashFlowProvider } from './StoreAICashFlowProvider';

const router = createBrowserRouter(routes);

export function App() {
  return (
    <SettingsProvider>
      <TransactionProvider>
        <AsOfProvider>
          <AccountScopeProvider>
            <StoreAICashFlowProvider>
              <RouterProvider router={router} />
            </StoreAICashFlowProvider>
          </AccountScopeProvider>
        </AsOfProvider>
      </TransactionProvider>
    </SettingsProvider>
  );
}

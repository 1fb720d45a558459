import { RouterProvider, createBrowserRouter } from 'react-router-dom';
import { AsOfProvider } from '../lib/analytics/AsOfProvider';
import { SettingsProvider } from '../lib/settings/SettingsProvider';
import { CategorisationProvider } from '../lib/categorisation/CategorisationProvider';
import { TransactionProvider } from '../lib/transactions/TransactionProvider';
import { routes } from './routes';
import { StoreAICashFlowProvider } from './StoreAICashFlowProvider';

const router = createBrowserRouter(routes);

export function App() {
  return (
    <SettingsProvider>
      <TransactionProvider>
        <CategorisationProvider>
          <AsOfProvider>
            <StoreAICashFlowProvider>
              <RouterProvider router={router} />
            </StoreAICashFlowProvider>
          </AsOfProvider>
        </CategorisationProvider>
      </TransactionProvider>
    </SettingsProvider>
  );
}

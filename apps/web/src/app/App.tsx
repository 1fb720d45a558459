import { RouterProvider, createBrowserRouter } from 'react-router-dom';
import { SettingsProvider } from '../lib/settings/SettingsProvider';
import { TransactionProvider } from '../lib/transactions/TransactionProvider';
import { routes } from './routes';
import { StoreAICashFlowProvider } from './StoreAICashFlowProvider';

const router = createBrowserRouter(routes);

export function App() {
  return (
    <SettingsProvider>
      <TransactionProvider>
        <StoreAICashFlowProvider>
          <RouterProvider router={router} />
        </StoreAICashFlowProvider>
      </TransactionProvider>
    </SettingsProvider>
  );
}

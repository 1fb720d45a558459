import { RouterProvider, createBrowserRouter } from 'react-router-dom';
import { SettingsProvider } from '../lib/settings/SettingsProvider';
import { TransactionProvider } from '../lib/transactions/TransactionProvider';
import { routes } from './routes';

const router = createBrowserRouter(routes);

export function App() {
  return (
    <SettingsProvider>
      <TransactionProvider>
        <RouterProvider router={router} />
      </TransactionProvider>
    </SettingsProvider>
  );
}

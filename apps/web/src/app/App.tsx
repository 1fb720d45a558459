import { RouterProvider, createBrowserRouter } from 'react-router-dom';
import { SettingsProvider } from '../lib/settings/SettingsProvider';
import { routes } from './routes';

const router = createBrowserRouter(routes);

export function App() {
  return (
    <SettingsProvider>
      <RouterProvider router={router} />
    </SettingsProvider>
  );
}

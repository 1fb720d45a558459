import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { registerServiceWorker } from './lib/serviceWorker/registerServiceWorker';
import { SETTINGS_STORAGE_KEY, parseStoredSettings } from './lib/settings/settingsSchema';
import { applyTheme } from './lib/settings/theme';
import { preloadStoredData } from './lib/transactions/transactionDb';
import './styles/global.css';
import './styles/theme.css';
import './styles/pages.css';

// Before the first paint, so a dark theme never flashes light.
applyTheme(parseStoredSettings(localStorage.getItem(SETTINGS_STORAGE_KEY)).preferences.theme);

if (import.meta.env.PROD) registerServiceWorker();

// The stored transactions are read while React draws the frame, not after.
preloadStoredData();

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('The page has no #root element.');

createRoot(rootElement).render(
  <StrictMode>
    <App />
  </StrictMode>,
);

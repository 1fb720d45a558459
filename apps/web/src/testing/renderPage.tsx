import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { SettingsProvider } from '../lib/settings/SettingsProvider';

/** Renders a page inside the providers the app gives it: the router and the settings store. */
export function renderPage(page: ReactElement) {
  return render(
    <SettingsProvider>
      <MemoryRouter>{page}</MemoryRouter>
    </SettingsProvider>,
  );
}

import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import type { AIPanelState } from '../components/analytics/aiPanelState';
import { aiUnavailable } from '../components/analytics/aiPanelState';
import { SettingsProvider } from '../lib/settings/SettingsProvider';

/** Renders a page inside the providers every page has: settings and a router. */
export function renderWithApp(ui: ReactElement) {
  return render(
    <SettingsProvider>
      <MemoryRouter>{ui}</MemoryRouter>
    </SettingsProvider>,
  );
}

/** An AI state for tests: configured and on unless overridden. */
export function aiState(overrides: Partial<AIPanelState> = {}): AIPanelState {
  return { ...aiUnavailable, isConfigured: true, useAI: true, ...overrides };
}

import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import type { AIPanelState } from '../components/analytics/aiPanelState';
import { aiUnavailable } from '../components/analytics/aiPanelState';
import { AsOfContext } from '../lib/analytics/AsOfContext';
import { CategorisationProvider } from '../lib/categorisation/CategorisationProvider';
import type { AsOfContextValue } from '../lib/analytics/AsOfContext';
import { ScenariosProvider } from '../features/scenarios/ScenariosProvider';
import { PlannedItemsProvider } from '../lib/forecast/PlannedItemsProvider';
import { RecurringChoicesProvider } from '../lib/forecast/RecurringChoicesProvider';
import { SettingsProvider } from '../lib/settings/SettingsProvider';
import { TODAY } from './analyticsLedger';

/** The as-of date pages are rendered with: the test day, as the ledger's own date. */
export function fixedAsOf(overrides: Partial<AsOfContextValue> = {}): AsOfContextValue {
  return { date: TODAY, reason: 'today', today: TODAY, choose: () => undefined, ...overrides };
}

/**
 * Renders a page inside the providers every page has: settings, the as-of date, the user's
 * categories and rules (IndexedDB), the recurring choices (kept in localStorage) and a router.
 */
export function renderWithApp(ui: ReactElement, asOf: AsOfContextValue = fixedAsOf()) {
  return render(
    <SettingsProvider>
      <AsOfContext.Provider value={asOf}>
        <CategorisationProvider>
          <RecurringChoicesProvider>
            <PlannedItemsProvider>
              <ScenariosProvider>
                <MemoryRouter>{ui}</MemoryRouter>
              </ScenariosProvider>
            </PlannedItemsProvider>
          </RecurringChoicesProvider>
        </CategorisationProvider>
      </AsOfContext.Provider>
    </SettingsProvider>,
  );
}

/** An AI state for tests: configured and on unless overridden. */
export function aiState(overrides: Partial<AIPanelState> = {}): AIPanelState {
  return { ...aiUnavailable, isConfigured: true, useAI: true, ...overrides };
}

import { scenariosSchema } from '@cashline/core';
import type { Scenario } from '@cashline/core';
import { serverDocument } from '../../lib/ledger/serverDocument';

/** Signed out, the scenarios are kept in this browser, like the ledger they are built on. */
export const SCENARIOS_KEY = 'cashline.scenarios';

function parsed(value: unknown): readonly Scenario[] {
  const result = scenariosSchema.safeParse(value);
  return result.success ? result.data : [];
}

export function readScenarios(storage: Storage = localStorage): readonly Scenario[] {
  try {
    const raw = storage.getItem(SCENARIOS_KEY);
    return raw === null ? [] : parsed(JSON.parse(raw));
  } catch {
    return [];
  }
}

/** Saves the list; false when the browser would not store it (private mode, quota). */
export function writeScenarios(scenarios: readonly Scenario[], storage: Storage = localStorage) {
  try {
    storage.setItem(SCENARIOS_KEY, JSON.stringify(scenarios));
    return true;
  } catch {
    return false;
  }
}

/** The organisation's scenarios: a versioned document of its ledger, shared by the team. */
export const serverScenarios = (orgId: string) => serverDocument(orgId, 'scenarios', parsed);

/**
 * The browser's scenarios added to the organisation's on sign-up; a scenario the organisation
 * already has (by id) stays as it is.
 */
export function withBrowserScenarios(
  current: readonly Scenario[],
  browser: readonly Scenario[],
): Scenario[] {
  return [...current, ...browser.filter((scenario) => !current.some((s) => s.id === scenario.id))];
}

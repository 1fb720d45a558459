import { createContext, useContext } from 'react';
import type { Scenario } from '@cashline/core';

export type ScenariosValue = {
  /** The what-if scenarios, as kept. */
  scenarios: readonly Scenario[];
  /** Adds a scenario, or replaces the one with its id. */
  save: (scenario: Scenario) => void;
  remove: (id: string) => void;
  /** False when the last change could not be saved. */
  saved: boolean;
  /** False until the organisation's scenarios have arrived. */
  loaded: boolean;
};

export const ScenariosContext = createContext<ScenariosValue | null>(null);

const NONE: ScenariosValue = {
  scenarios: [],
  save: () => undefined,
  remove: () => undefined,
  saved: true,
  loaded: true,
};

/** The scenarios; none (and changes do nothing) outside the provider. */
export function useScenarios(): ScenariosValue {
  return useContext(ScenariosContext) ?? NONE;
}

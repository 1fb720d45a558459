import type { Scenario } from '@cashline/core';
import { useMemo } from 'react';
import type { ReactNode } from 'react';
import { useSharedDocument } from '../../lib/ledger/useSharedDocument';
import type { SharedDocumentStore } from '../../lib/ledger/useSharedDocument';
import { ScenariosContext } from './ScenariosContext';
import { SCENARIOS_KEY, readScenarios, serverScenarios, writeScenarios } from './scenariosStore';

const STORE: SharedDocumentStore<readonly Scenario[]> = {
  empty: [],
  storageKey: SCENARIOS_KEY,
  readLocal: () => readScenarios(),
  writeLocal: (scenarios) => writeScenarios(scenarios),
  server: serverScenarios,
};

/**
 * The what-if scenarios, kept where the ledger is: in this browser, or (signed in) with the
 * organisation's ledger on the server, for the whole team.
 */
export function ScenariosProvider({ children }: { children: ReactNode }) {
  const { value: scenarios, saved, loaded, change } = useSharedDocument(STORE);
  const value = useMemo(
    () => ({
      scenarios,
      saved,
      loaded,
      save: (scenario: Scenario) =>
        change((list) => {
          const at = list.findIndex((other) => other.id === scenario.id);
          return at < 0 ? [...list, scenario] : list.map((s, i) => (i === at ? scenario : s));
        }),
      remove: (id: string) => change((list) => list.filter((scenario) => scenario.id !== id)),
    }),
    [scenarios, saved, loaded, change],
  );
  return <ScenariosContext.Provider value={value}>{children}</ScenariosContext.Provider>;
}

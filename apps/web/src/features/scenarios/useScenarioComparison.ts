import { DEFAULT_ACCOUNT_ID, DEFAULT_ACCOUNT_NAME, compareScenarios } from '@cashline/core';
import type { EngineForecast, Scenario, ScenarioComparison } from '@cashline/core';
import { useContext, useMemo } from 'react';
import { useScopedAccounts } from '../../lib/analytics/useScopedAccounts';
import { LedgerContext } from '../../lib/transactions/ledgerContexts';

/**
 * The base forecast and the scenarios on it, recomputed from the engine's weeks (not by running
 * the engine again) whenever a scenario changes. When the page shows one account of several, a
 * layer on another account is left out.
 */
export function useScenarioComparison(
  engine: EngineForecast,
  scenarios: readonly Scenario[],
): ScenarioComparison {
  const all = useContext(LedgerContext)?.accounts;
  const scoped = useScopedAccounts();
  const only =
    all !== undefined && scoped.length === 1 && all.length > 1 ? scoped[0]?.id : undefined;
  return useMemo(
    () =>
      compareScenarios(
        { forecast: engine.engine, upcoming: engine.upcoming },
        scenarios,
        only === undefined ? undefined : new Set([only]),
      ),
    [engine, scenarios, only],
  );
}

/** The accounts a layer may name: the ledger's, or the default one before any exists. */
export function useLayerAccounts(): readonly { id: string; name: string }[] {
  const all = useContext(LedgerContext)?.accounts;
  return useMemo(
    () =>
      all && all.length > 0
        ? all.filter((account) => !account.archived)
        : [{ id: DEFAULT_ACCOUNT_ID, name: DEFAULT_ACCOUNT_NAME }],
    [all],
  );
}

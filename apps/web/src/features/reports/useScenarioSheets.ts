import { compareScenarios, scenarioSheets } from '@cashline/core';
import type {
  EngineForecast,
  IsoDate,
  ReportSheet,
  ScenarioComparison,
  Transaction,
} from '@cashline/core';
import { useCallback, useContext } from 'react';
import { useScopedAccounts } from '../../lib/analytics/useScopedAccounts';
import { cachedEngineForecast } from '../../lib/forecast/engineForecastCache';
import { usePlannedItems } from '../../lib/forecast/PlannedItemsContext';
import { useRecurringChoices } from '../../lib/forecast/useRecurringChoices';
import { useFormat } from '../../lib/format/useFormat';
import { useSettings } from '../../lib/settings/useSettings';
import { LedgerContext } from '../../lib/transactions/ledgerContexts';
import { useScenarios } from '../scenarios/ScenariosContext';

type KeptComparison = { comparison: ScenarioComparison; engine: EngineForecast };

/**
 * The kept scenarios (those the forecast page compares) on the forecast page's forecast (the
 * user's choices and planned one-offs), made only when asked for; null without scenarios. When one
 * account of several is shown, layers on the others are left out.
 */
export function useKeptScenarioComparison(
  transactions: readonly Transaction[],
  asOf: IsoDate,
): () => KeptComparison | null {
  const { scenarios } = useScenarios();
  const { currency } = useSettings().settings.preferences;
  const { choices } = useRecurringChoices();
  const { items: planned } = usePlannedItems();
  const accounts = useScopedAccounts();
  const all = useContext(LedgerContext)?.accounts;
  return useCallback(() => {
    if (scenarios.length === 0) return null;
    const engine = cachedEngineForecast(transactions, asOf, currency, choices, accounts, planned);
    const only =
      all !== undefined && accounts.length === 1 && all.length > 1 ? accounts[0]?.id : undefined;
    const comparison = compareScenarios(
      { forecast: engine.engine, upcoming: engine.upcoming },
      scenarios,
      only === undefined ? undefined : new Set([only]),
    );
    return { comparison, engine };
  }, [scenarios, transactions, asOf, currency, choices, accounts, planned, all]);
}

/** The kept scenarios' sheets of a forecast export, made when a file is asked for; none without. */
export function useScenarioSheets(
  transactions: readonly Transaction[],
  asOf: IsoDate,
): () => ReportSheet[] {
  const kept = useKeptScenarioComparison(transactions, asOf);
  const format = useFormat();
  return useCallback(() => {
    const made = kept();
    if (made === null) return [];
    const { comparison, engine } = made;
    return scenarioSheets(comparison, engine.upcoming, engine.engine.asOf, format.moneyExact);
  }, [kept, format]);
}

import { FORECAST_ENGINE_VERSION, freezeForecasts } from '@cashline/core';
import type { IsoDate, Transaction } from '@cashline/core';
import { useContext, useEffect } from 'react';
import { useAsOf } from '../../lib/analytics/useAsOf';
import { useScopedAccounts } from '../../lib/analytics/useScopedAccounts';
import { LedgerContext, LedgerRowsContext } from '../../lib/transactions/ledgerContexts';
import { AuthContext } from '../../lib/auth/AuthContext';
import { useLedgerRole } from '../../lib/auth/useLedgerRole';
import { useEngineForecast } from '../../lib/forecast/useEngineForecast';
import { freezeOnServer, keepFrozenLocally } from './frozenForecastStore';
import { freezeTarget } from './freezePolicy';
import { useScenarios } from './ScenariosContext';

/** The weeks this tab has frozen already, by organisation (or '' in this browser). */
const frozenHere = new Set<string>();

/**
 * Freezes this week's forecasts (the base and each saved scenario's) the first time the ledger is
 * shown in a new week: only of the whole ledger (every account) as of today (not a date the user
 * picked, nor a ledger that stopped earlier), once the ledger and the organisation's scenarios have
 * arrived; by an editor on the server, in this browser signed out. A week frozen already stays as
 * it was.
 */
export function useFreezeForecast(transactions: readonly Transaction[], asOf: IsoDate): void {
  // The engine's run is cached: the page showing the ledger has made it already.
  const forecast = useEngineForecast(transactions, asOf);
  const { reason } = useAsOf();
  const ledger = useContext(LedgerContext);
  const rows = useContext(LedgerRowsContext);
  const scoped = useScopedAccounts();
  const whole =
    ledger?.status === 'ready' &&
    (rows?.transactions.length ?? 0) > 0 &&
    scoped.length === ledger.accounts.length;
  const auth = useContext(AuthContext);
  const orgId =
    auth?.status === 'loading'
      ? undefined
      : auth?.status === 'signed-in'
        ? auth.me.activeOrganizationId
        : null;
  const { canEdit } = useLedgerRole();
  const { scenarios, loaded } = useScenarios();
  useEffect(() => {
    const target = freezeTarget({ reason, whole, scenariosLoaded: loaded, orgId, canEdit });
    if (target === null || orgId === undefined) return;
    const frozen = freezeForecasts(
      { forecast: forecast.engine, upcoming: forecast.upcoming },
      scenarios,
      FORECAST_ENGINE_VERSION,
    );
    const key = `${orgId ?? ''}|${frozen.week}`;
    if (frozenHere.has(key)) return;
    frozenHere.add(key);
    if (target === 'browser' || orgId === null) {
      if (!keepFrozenLocally(frozen)) frozenHere.delete(key);
      return;
    }
    void freezeOnServer(orgId, frozen).then((kept) => {
      if (!kept) frozenHere.delete(key);
    });
  }, [reason, whole, loaded, orgId, canEdit, forecast, scenarios]);
}

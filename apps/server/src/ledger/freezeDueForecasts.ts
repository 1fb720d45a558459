import {
  FORECAST_ENGINE_VERSION,
  analysisDate,
  engineForecast,
  freezeForecasts,
  freezeWeek,
} from '@cashline/core';
import type { Kysely } from 'kysely';
import type { Tables } from '../db/tables.js';
import { freezeForecast } from './frozenForecasts.js';
import { loadOrganisationLedger } from './organisationLedger.js';

/** Who froze a week's forecasts when no member opened the ledger that week. */
export const SERVER_FREEZER = 'server';

/**
 * Freezes an organisation's forecasts for the week of `today` as a member's browser would (the
 * whole ledger, its recurring choices, planned one-offs and saved scenarios), unless that week is
 * frozen already or the ledger is not current (no transaction in the last 14 days: its forecast
 * would not be as of today). Answers whether it froze them.
 */
export async function freezeOrganisationForecast(
  db: Kysely<Tables>,
  orgId: string,
  today: string,
  at: string,
): Promise<boolean> {
  const week = freezeWeek(today);
  const kept = await db
    .selectFrom('frozen_forecast')
    .select('week')
    .where('org_id', '=', orgId)
    .where('week', '=', week)
    .executeTakeFirst();
  if (kept) return false;
  const ledger = await loadOrganisationLedger(db, orgId);
  const asOf = analysisDate(ledger.transactions, today);
  if (asOf.reason !== 'today') return false;
  const { accounts } = ledger;
  const forecast = engineForecast(ledger.transactions, {
    asOf: asOf.date,
    choices: ledger.choices,
    planned: ledger.planned,
    ...(ledger.openItems.length > 0 ? { openItems: ledger.openItems } : {}),
    ...(accounts.length > 0 ? { accounts } : {}),
  });
  const frozen = freezeForecasts(
    { forecast: forecast.engine, upcoming: forecast.upcoming },
    ledger.scenarios,
    FORECAST_ENGINE_VERSION,
  );
  const result = await freezeForecast(db, { orgId, userId: SERVER_FREEZER, at }, frozen);
  return result.ok;
}

/**
 * Freezes this week's forecasts of every organisation with a ledger that no member's browser has
 * frozen yet, one organisation after another (the engine's run is CPU work: the server answers
 * requests in between). Answers how many it froze.
 */
export async function freezeDueForecasts(db: Kysely<Tables>, now: Date): Promise<number> {
  const today = now.toISOString().slice(0, 10);
  const orgs = await db.selectFrom('ledger_head').select('org_id').orderBy('org_id').execute();
  let frozen = 0;
  for (const { org_id: orgId } of orgs) {
    if (await freezeOrganisationForecast(db, orgId, today, now.toISOString())) frozen += 1;
    await new Promise((resolve) => setImmediate(resolve));
  }
  return frozen;
}

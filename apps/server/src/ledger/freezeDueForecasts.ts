import {
  FORECAST_ENGINE_VERSION,
  analysisDate,
  engineForecast,
  freezeForecasts,
  freezeWeek,
  plannedItemsSchema,
  recurringChoicesSchema,
  scenariosSchema,
  transactionPageQuerySchema,
} from '@cashline/core';
import type { Transaction } from '@cashline/core';
import type { Kysely } from 'kysely';
import type { Tables } from '../db/tables.js';
import { freezeForecast } from './frozenForecasts.js';
import { listAccounts } from './ledgerAccounts.js';
import { readDocument } from './ledgerDocuments.js';
import { transactionPage } from './transactionPages.js';

/** Who froze a week's forecasts when no member opened the ledger that week. */
export const SERVER_FREEZER = 'server';
const PAGE_SIZE = 5000;

async function allTransactions(db: Kysely<Tables>, orgId: string): Promise<Transaction[]> {
  const all: Transaction[] = [];
  let cursor: string | undefined;
  do {
    const query = transactionPageQuerySchema.parse({ limit: PAGE_SIZE, cursor });
    const page = await transactionPage(db, orgId, query);
    if (!page) throw new Error('the ledger changed its cursor format while being read');
    for (const row of page.transactions) all.push(row);
    cursor = page.nextCursor;
  } while (cursor !== undefined);
  return all;
}

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
  const transactions = await allTransactions(db, orgId);
  const asOf = analysisDate(transactions, today);
  if (asOf.reason !== 'today') return false;
  const [accounts, choices, planned, scenarios] = await Promise.all([
    listAccounts(db, orgId),
    readDocument(db, orgId, 'recurringChoices'),
    readDocument(db, orgId, 'plannedItems'),
    readDocument(db, orgId, 'scenarios'),
  ]);
  const forecast = engineForecast(transactions, {
    asOf: asOf.date,
    choices: recurringChoicesSchema.parse(choices.value),
    planned: plannedItemsSchema.parse(planned.value),
    ...(accounts.length > 0 ? { accounts } : {}),
  });
  const frozen = freezeForecasts(
    { forecast: forecast.engine, upcoming: forecast.upcoming },
    scenariosSchema.parse(scenarios.value),
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

import type { FrozenForecast } from '@cashline/core';
import type { Kysely } from 'kysely';
import type { Tables } from '../db/tables.js';
import type { Writer } from './transactionWrites.js';

/** The organisation's frozen forecasts, oldest week first. */
export async function listFrozenForecasts(
  db: Kysely<Tables>,
  orgId: string,
): Promise<FrozenForecast[]> {
  const rows = await db
    .selectFrom('frozen_forecast')
    .select('value')
    .where('org_id', '=', orgId)
    .orderBy('week')
    .execute();
  return rows.map((row) => JSON.parse(row.value) as FrozenForecast);
}

async function frozenIn(db: Kysely<Tables>, orgId: string, week: string) {
  const row = await db
    .selectFrom('frozen_forecast')
    .select('value')
    .where('org_id', '=', orgId)
    .where('week', '=', week)
    .executeTakeFirst();
  return row ? (JSON.parse(row.value) as FrozenForecast) : undefined;
}

/**
 * Keeps a week's forecasts unless that week's are kept already: the first to arrive stays, and
 * nothing rewrites it (two members freezing the same week at once: the key lets one row in).
 */
export async function freezeForecast(
  db: Kysely<Tables>,
  writer: Writer,
  frozen: FrozenForecast,
): Promise<{ ok: true } | { ok: false; existing: FrozenForecast }> {
  const result = await db
    .insertInto('frozen_forecast')
    .values({
      org_id: writer.orgId,
      week: frozen.week,
      as_of: frozen.asOf,
      engine_version: frozen.engineVersion,
      value: JSON.stringify(frozen),
      frozen_at: writer.at,
      frozen_by: writer.userId,
    })
    .onConflict((conflict) => conflict.columns(['org_id', 'week']).doNothing())
    .executeTakeFirst();
  if (Number(result.numInsertedOrUpdatedRows ?? 0) > 0) return { ok: true };
  const existing = await frozenIn(db, writer.orgId, frozen.week);
  return existing ? { ok: false, existing } : { ok: true };
}

/**
 * Brings in the weeks a browser froze before its ledger moved into the organisation: each week the
 * organisation has not frozen yet is kept (under the mover, at the time of the move), a week it
 * has stays as it was. Answers how many weeks were new.
 */
export async function keepMovedForecasts(
  db: Kysely<Tables>,
  writer: Writer,
  moved: readonly FrozenForecast[],
): Promise<number> {
  const byWeek = new Map(moved.map((frozen) => [frozen.week, frozen]));
  const result = await db
    .insertInto('frozen_forecast')
    .values(
      [...byWeek.values()].map((frozen) => ({
        org_id: writer.orgId,
        week: frozen.week,
        as_of: frozen.asOf,
        engine_version: frozen.engineVersion,
        value: JSON.stringify(frozen),
        frozen_at: writer.at,
        frozen_by: writer.userId,
      })),
    )
    .onConflict((conflict) => conflict.columns(['org_id', 'week']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0);
}

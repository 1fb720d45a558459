import type { LedgerChange, LedgerEntity, LedgerOp } from '@cashline/core';
import type { Kysely, Selectable } from 'kysely';
import type { LedgerChangeTable, Tables } from '../db/tables.js';

export type NewChange = {
  orgId: string;
  entity: LedgerEntity;
  entityId: string;
  op: LedgerOp;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  userId: string;
  at: string;
};

const json = (value: Record<string, unknown> | null) =>
  value === null ? null : JSON.stringify(value);

/** Appends to the organisation's change log, inside the caller's transaction. */
export async function recordChange(db: Kysely<Tables>, change: NewChange): Promise<void> {
  await db
    .insertInto('ledger_change')
    .values({
      org_id: change.orgId,
      entity: change.entity,
      entity_id: change.entityId,
      op: change.op,
      before: json(change.before),
      after: json(change.after),
      user_id: change.userId,
      at: change.at,
    })
    .execute();
}

const parse = (text: string | null) =>
  text === null ? null : (JSON.parse(text) as Record<string, unknown>);

function changeOf(row: Selectable<LedgerChangeTable>): LedgerChange {
  return {
    seq: row.seq,
    entity: row.entity as LedgerEntity,
    entityId: row.entity_id,
    op: row.op as LedgerOp,
    before: parse(row.before),
    after: parse(row.after),
    userId: row.user_id,
    at: row.at,
  };
}

/** The organisation's changes before `before` (or the newest), newest first. */
export async function changesBefore(
  db: Kysely<Tables>,
  orgId: string,
  before: number | undefined,
  limit: number,
): Promise<LedgerChange[]> {
  let select = db.selectFrom('ledger_change').selectAll().where('org_id', '=', orgId);
  if (before !== undefined) select = select.where('seq', '<', before);
  const rows = await select.orderBy('seq', 'desc').limit(limit).execute();
  return rows.map(changeOf);
}

/** The organisation's changes after `since`, oldest first. */
export async function changesSince(
  db: Kysely<Tables>,
  orgId: string,
  since: number,
  limit: number,
): Promise<LedgerChange[]> {
  const rows = await db
    .selectFrom('ledger_change')
    .selectAll()
    .where('org_id', '=', orgId)
    .where('seq', '>', since)
    .orderBy('seq')
    .limit(limit)
    .execute();
  return rows.map(changeOf);
}

/**
 * Fields of an entity that changes after `baseVersion` wrote (each update records the version it
 * made in `after.version`): what an edit based on `baseVersion` would write over.
 */
export async function fieldsChangedSince(
  db: Kysely<Tables>,
  orgId: string,
  entity: LedgerEntity,
  entityId: string,
  baseVersion: number,
): Promise<Set<string>> {
  const rows = await db
    .selectFrom('ledger_change')
    .select('after')
    .where('org_id', '=', orgId)
    .where('entity', '=', entity)
    .where('entity_id', '=', entityId)
    .where('op', '=', 'update')
    .execute();
  const fields = new Set<string>();
  for (const row of rows) {
    const after = parse(row.after);
    if (!after || typeof after.version !== 'number' || after.version <= baseVersion) continue;
    for (const key of Object.keys(after)) if (key !== 'version') fields.add(key);
  }
  return fields;
}

/** The organisation's newest change number (0 before any change). */
export async function headSeq(db: Kysely<Tables>, orgId: string): Promise<number> {
  const row = await db
    .selectFrom('ledger_change')
    .select((eb) => eb.fn.max('seq').as('head'))
    .where('org_id', '=', orgId)
    .executeTakeFirst();
  return Number(row?.head ?? 0);
}

import { transactionSchema, withFieldChanges } from '@cashline/core';
import type { Transaction, TransactionEdit, TransactionEditResult } from '@cashline/core';
import type { Kysely } from 'kysely';
import type { Tables } from '../db/tables.js';
import type { Mutation } from './landedMutations.js';
import { ledgerWrite } from './ledgerWrite.js';
import { fieldsChangedSince, recordChange } from './changeLog.js';
import { changedFields, columnsOf, pick, transactionOf } from './transactionRows.js';

/**
 * Who writes, and when: every write is recorded with both; and the Idempotency-Key it was sent
 * with, if any, so that a retry of it answers what it answered.
 */
export type Writer = { orgId: string; userId: string; at: string; mutation?: Mutation };

export type WriteFailure =
  | { ok: false; reason: 'not_found' }
  | { ok: false; reason: 'exists'; ids: string[] }
  | { ok: false; reason: 'invalid'; message: string };

/** Ids among `ids` the organisation's ledger already holds (deleted rows included: ids are never reused). */
export async function existingIds(
  db: Kysely<Tables>,
  orgId: string,
  ids: readonly string[],
): Promise<string[]> {
  const found: string[] = [];
  // Bounded IN lists: SQLite allows 32,766 parameters, PostgreSQL 65,535.
  for (let start = 0; start < ids.length; start += 1000) {
    const rows = await db
      .selectFrom('ledger_transaction')
      .select('id')
      .where('org_id', '=', orgId)
      .where('id', 'in', ids.slice(start, start + 1000))
      .execute();
    found.push(...rows.map((row) => row.id));
  }
  return found;
}

/** Inserts new transactions (one change each); none is stored when any id is taken. */
export async function insertTransactions(
  db: Kysely<Tables>,
  writer: Writer,
  transactions: readonly Transaction[],
  importId: string | null = null,
): Promise<void> {
  const rows = transactions.map((tx) => ({
    ...columnsOf(tx),
    org_id: writer.orgId,
    import_id: importId,
    version: 1,
    updated_at: writer.at,
    updated_by: writer.userId,
    deleted: 0 as const,
  }));
  // A few hundred rows per statement keeps every insert under both databases' parameter limits.
  for (let start = 0; start < rows.length; start += 500) {
    await db
      .insertInto('ledger_transaction')
      .values(rows.slice(start, start + 500))
      .execute();
  }
}

export function createTransactions(
  db: Kysely<Tables>,
  writer: Writer,
  transactions: readonly Transaction[],
): Promise<{ ok: true } | WriteFailure> {
  return ledgerWrite(db, writer, (trx) => applyCreate(trx, writer, transactions));
}

/** New transactions (one change each) inside the caller's database transaction; none when an id is taken. */
export async function applyCreate(
  trx: Kysely<Tables>,
  writer: Writer,
  transactions: readonly Transaction[],
): Promise<{ ok: true } | WriteFailure> {
  const taken = await existingIds(
    trx,
    writer.orgId,
    transactions.map((tx) => tx.id),
  );
  if (taken.length > 0) return { ok: false, reason: 'exists', ids: taken };
  await insertTransactions(trx, writer, transactions);
  for (const tx of transactions) {
    await recordChange(trx, {
      ...writer,
      entity: 'transaction',
      entityId: tx.id,
      op: 'create',
      before: null,
      // As it is kept (cents, the direction its sign gives), as every member will read it.
      after: transactionOf({ ...columnsOf(tx), version: 1 }),
    });
  }
  return { ok: true };
}

async function currentRow(db: Kysely<Tables>, orgId: string, id: string) {
  return db
    .selectFrom('ledger_transaction')
    .selectAll()
    .where('org_id', '=', orgId)
    .where('id', '=', id)
    .where('deleted', '=', 0)
    .executeTakeFirst();
}

/**
 * Applies an edit field by field. When someone else changed the row after the version the user
 * saw, the edit still applies (the later write wins per field) and says which fields it overwrote.
 */
export function editTransaction(
  db: Kysely<Tables>,
  writer: Writer,
  id: string,
  edit: TransactionEdit,
): Promise<({ ok: true } & TransactionEditResult) | WriteFailure> {
  return ledgerWrite(db, writer, (trx) => applyEdit(trx, writer, id, edit));
}

/** One edit inside the caller's database transaction. */
export async function applyEdit(
  trx: Kysely<Tables>,
  writer: Writer,
  id: string,
  edit: TransactionEdit,
): Promise<({ ok: true } & TransactionEditResult) | WriteFailure> {
  const row = await currentRow(trx, writer.orgId, id);
  if (!row) return { ok: false, reason: 'not_found' };
  const { version: _version, importId: _importId, ...before } = transactionOf(row);
  const merged = transactionSchema.safeParse({ ...withFieldChanges(before, edit.changes), id });
  if (!merged.success) {
    return { ok: false, reason: 'invalid', message: merged.error.issues[0]?.message ?? '' };
  }
  // Through the columns and back: cents rounding and the direction the amount's sign gives.
  const { version: _unsaved, ...after } = transactionOf({
    ...columnsOf(merged.data),
    version: 0,
  });
  const fields = changedFields(before, after);
  if (fields.length === 0) return { ok: true, transaction: transactionOf(row), overwritten: [] };
  const sinceBase = await fieldsChangedSince(
    trx,
    writer.orgId,
    'transaction',
    id,
    edit.baseVersion,
  );
  const version = row.version + 1;
  await trx
    .updateTable('ledger_transaction')
    .set({ ...columnsOf(after), version, updated_at: writer.at, updated_by: writer.userId })
    .where('org_id', '=', writer.orgId)
    .where('id', '=', id)
    .execute();
  await recordChange(trx, {
    ...writer,
    entity: 'transaction',
    entityId: id,
    op: 'update',
    before: pick(before, fields),
    after: { ...pick(after, fields), version },
  });
  return {
    ok: true,
    transaction: { ...after, version, ...(row.import_id ? { importId: row.import_id } : {}) },
    overwritten: fields.filter((field) => sinceBase.has(field)),
  };
}

/** Marks a transaction deleted (kept for the audit log and so its id is never reused). */
export function deleteTransaction(
  db: Kysely<Tables>,
  writer: Writer,
  id: string,
): Promise<{ ok: true } | WriteFailure> {
  return ledgerWrite(db, writer, (trx) => applyDelete(trx, writer, id));
}

/** One deletion inside the caller's database transaction. */
export async function applyDelete(
  trx: Kysely<Tables>,
  writer: Writer,
  id: string,
): Promise<{ ok: true } | WriteFailure> {
  const row = await currentRow(trx, writer.orgId, id);
  if (!row) return { ok: false, reason: 'not_found' };
  await trx
    .updateTable('ledger_transaction')
    .set({
      deleted: 1,
      version: row.version + 1,
      updated_at: writer.at,
      updated_by: writer.userId,
    })
    .where('org_id', '=', writer.orgId)
    .where('id', '=', id)
    .execute();
  const { version: _version, importId: _importId, ...before } = transactionOf(row);
  await recordChange(trx, {
    ...writer,
    entity: 'transaction',
    entityId: id,
    op: 'delete',
    before,
    after: null,
  });
  return { ok: true };
}

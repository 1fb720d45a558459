import { accountSchema, fromCents, toCents, withFieldChanges } from '@cashline/core';
import type { Account, AccountEdit, LedgerAccount } from '@cashline/core';
import type { Kysely } from 'kysely';
import type { BankAccountTable, Tables } from '../db/tables.js';
import { fieldsChangedSince, recordChange } from './changeLog.js';
import { ledgerWrite } from './ledgerWrite.js';
import type { Writer } from './transactionWrites.js';

type Columns = Omit<
  BankAccountTable,
  'org_id' | 'version' | 'updated_at' | 'updated_by' | 'deleted'
>;

function columnsOf(account: Account): Columns {
  return {
    id: account.id,
    name: account.name,
    kind: account.kind,
    currency: account.currency,
    opening_balance_cents: toCents(account.openingBalance),
    opening_date: account.openingDate,
    low_cash_threshold_cents:
      account.lowCashThreshold === undefined ? null : toCents(account.lowCashThreshold),
    archived: account.archived ? 1 : 0,
  };
}

function accountOf(row: Columns & { version: number }): LedgerAccount {
  return {
    id: row.id,
    name: row.name,
    kind: row.kind as Account['kind'],
    currency: row.currency,
    openingBalance: fromCents(row.opening_balance_cents),
    openingDate: row.opening_date,
    ...(row.low_cash_threshold_cents === null
      ? {}
      : { lowCashThreshold: fromCents(row.low_cash_threshold_cents) }),
    archived: row.archived === 1,
    version: row.version,
  };
}

export async function listAccounts(db: Kysely<Tables>, orgId: string): Promise<LedgerAccount[]> {
  const rows = await db
    .selectFrom('bank_account')
    .selectAll()
    .where('org_id', '=', orgId)
    .where('deleted', '=', 0)
    .orderBy('name')
    .orderBy('id')
    .execute();
  return rows.map(accountOf);
}

export async function createAccount(
  db: Kysely<Tables>,
  writer: Writer,
  account: Account,
): Promise<{ ok: true; account: LedgerAccount } | { ok: false; reason: 'exists' }> {
  return ledgerWrite(db, writer, async (trx) => {
    const taken = await trx
      .selectFrom('bank_account')
      .select('id')
      .where('org_id', '=', writer.orgId)
      .where('id', '=', account.id)
      .executeTakeFirst();
    if (taken) return { ok: false, reason: 'exists' };
    // As it is kept (cents rounding): the feed and the answer say what every member will read.
    const stored = accountOf({ ...columnsOf(account), version: 1 });
    await trx
      .insertInto('bank_account')
      .values({
        ...columnsOf(account),
        org_id: writer.orgId,
        version: 1,
        updated_at: writer.at,
        updated_by: writer.userId,
        deleted: 0,
      })
      .execute();
    await recordChange(trx, {
      ...writer,
      entity: 'account',
      entityId: account.id,
      op: 'create',
      before: null,
      after: stored,
    });
    return { ok: true, account: stored };
  });
}

/**
 * Applies an edit field by field; like transactions, the later write wins and says what it
 * overwrote, and a field set to null is removed.
 */
export async function editAccount(
  db: Kysely<Tables>,
  writer: Writer,
  id: string,
  edit: AccountEdit,
): Promise<
  | { ok: true; account: LedgerAccount; overwritten: string[] }
  | { ok: false; reason: 'not_found' }
  | { ok: false; reason: 'invalid'; message: string }
> {
  return ledgerWrite(db, writer, async (trx) => {
    const row = await trx
      .selectFrom('bank_account')
      .selectAll()
      .where('org_id', '=', writer.orgId)
      .where('id', '=', id)
      .where('deleted', '=', 0)
      .executeTakeFirst();
    if (!row) return { ok: false, reason: 'not_found' };
    const { version: _version, ...before } = accountOf(row);
    // The ledger's patch rule: a field set to null is removed (the low-cash threshold cleared).
    const merged = accountSchema.safeParse({ ...withFieldChanges(before, edit.changes), id });
    if (!merged.success) {
      return { ok: false, reason: 'invalid', message: merged.error.issues[0]?.message ?? '' };
    }
    const after = merged.data;
    const fields = (Object.keys(edit.changes) as (keyof Account)[]).filter(
      (key) => before[key] !== after[key],
    );
    const sinceBase = await fieldsChangedSince(trx, writer.orgId, 'account', id, edit.baseVersion);
    const version = row.version + 1;
    await trx
      .updateTable('bank_account')
      .set({ ...columnsOf(after), version, updated_at: writer.at, updated_by: writer.userId })
      .where('org_id', '=', writer.orgId)
      .where('id', '=', id)
      .execute();
    const pick = (account: Account) =>
      Object.fromEntries(fields.map((field) => [field, account[field] ?? null]));
    await recordChange(trx, {
      ...writer,
      entity: 'account',
      entityId: id,
      op: 'update',
      before: pick(before),
      after: { ...pick(after), version },
    });
    return {
      ok: true,
      account: { ...after, version },
      overwritten: fields.filter((field) => sinceBase.has(field)),
    };
  });
}

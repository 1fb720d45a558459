import { ledgerDocumentSchemas } from '@cashline/core';
import type { LedgerDocumentKind } from '@cashline/core';
import type { Kysely } from 'kysely';
import type { Tables } from '../db/tables.js';
import { ledgerWrite } from './ledgerWrite.js';
import { recordChange } from './changeLog.js';
import type { Writer } from './transactionWrites.js';

export type StoredDocument = { kind: LedgerDocumentKind; value: unknown; version: number };

const EMPTY: Record<LedgerDocumentKind, unknown> = {
  categories: [],
  rules: [],
  recurringChoices: {},
  plannedItems: [],
  scenarios: [],
  openItems: [],
  settings: { importLayouts: {}, cashMinimum: null },
};

export async function readDocument(
  db: Kysely<Tables>,
  orgId: string,
  kind: LedgerDocumentKind,
): Promise<StoredDocument> {
  const row = await db
    .selectFrom('ledger_document')
    .select(['value', 'version'])
    .where('org_id', '=', orgId)
    .where('kind', '=', kind)
    .executeTakeFirst();
  return row
    ? { kind, value: JSON.parse(row.value) as unknown, version: row.version }
    : { kind, value: EMPTY[kind], version: 0 };
}

export type DocumentSaveFailure =
  | { ok: false; reason: 'invalid'; message: string }
  | { ok: false; reason: 'stale'; current: StoredDocument };

/**
 * Replaces a document whole. A list is edited as one thing (rules are ordered), so a save based on
 * an older version is refused with the current one, for the page to merge and retry.
 */
export async function saveDocument(
  db: Kysely<Tables>,
  writer: Writer,
  kind: LedgerDocumentKind,
  save: { baseVersion: number; value: unknown },
): Promise<{ ok: true; document: StoredDocument } | DocumentSaveFailure> {
  const parsed = ledgerDocumentSchemas[kind].safeParse(save.value);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue?.path.length ? ` (at ${issue.path.join('.')})` : '';
    return { ok: false, reason: 'invalid', message: `${issue?.message ?? 'Invalid'}${where}` };
  }
  return ledgerWrite(db, writer, async (trx) => {
    const current = await readDocument(trx, writer.orgId, kind);
    if (current.version !== save.baseVersion) return { ok: false, reason: 'stale', current };
    const version = current.version + 1;
    const value = JSON.stringify(parsed.data);
    const row = { value, version, updated_at: writer.at, updated_by: writer.userId };
    await trx
      .insertInto('ledger_document')
      .values({ org_id: writer.orgId, kind, ...row })
      .onConflict((conflict) => conflict.columns(['org_id', 'kind']).doUpdateSet(row))
      .execute();
    await recordChange(trx, {
      ...writer,
      entity: 'document',
      entityId: kind,
      op: current.version === 0 ? 'create' : 'update',
      before: current.version === 0 ? null : { value: current.value },
      after: { value: parsed.data, version },
    });
    return { ok: true, document: { kind, value: parsed.data, version } };
  });
}

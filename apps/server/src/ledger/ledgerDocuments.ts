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

type Parsed = { ok: true; data: unknown } | { ok: false; reason: 'invalid'; message: string };

function parseDocument(kind: LedgerDocumentKind, value: unknown): Parsed {
  const parsed = ledgerDocumentSchemas[kind].safeParse(value);
  if (parsed.success) return { ok: true, data: parsed.data };
  const issue = parsed.error.issues[0];
  const where = issue?.path.length ? ` (at ${issue.path.join('.')})` : '';
  return { ok: false, reason: 'invalid', message: `${issue?.message ?? 'Invalid'}${where}` };
}

/** Writes the next version of a document read in this transaction, with its change record. */
async function writeNext(
  trx: Kysely<Tables>,
  writer: Writer,
  current: StoredDocument,
  data: unknown,
): Promise<StoredDocument> {
  const { kind } = current;
  const version = current.version + 1;
  const row = {
    value: JSON.stringify(data),
    version,
    updated_at: writer.at,
    updated_by: writer.userId,
  };
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
    after: { value: data, version },
  });
  return { kind, value: data, version };
}

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
  const parsed = parseDocument(kind, save.value);
  if (!parsed.ok) return parsed;
  return ledgerWrite(db, writer, async (trx) => {
    const current = await readDocument(trx, writer.orgId, kind);
    if (current.version !== save.baseVersion) return { ok: false, reason: 'stale', current };
    return { ok: true, document: await writeNext(trx, writer, current, parsed.data) };
  });
}

/**
 * Changes a document from what is stored, in the organisation's turn (see ledgerWrite): a change
 * the server makes (a QuickBooks pull) never loses a member's save, nor a member's its own, and
 * a member who saved from an older version gets 409 and merges. `edit` answers undefined to
 * leave the document as it is (no new version).
 */
export async function editDocument(
  db: Kysely<Tables>,
  writer: Writer,
  kind: LedgerDocumentKind,
  edit: (current: StoredDocument) => unknown,
): Promise<
  { ok: true; document: StoredDocument } | { ok: false; reason: 'invalid'; message: string }
> {
  return ledgerWrite(db, writer, async (trx) => {
    const current = await readDocument(trx, writer.orgId, kind);
    const next = edit(current);
    if (next === undefined) return { ok: true, document: current };
    const parsed = parseDocument(kind, next);
    if (!parsed.ok) return parsed;
    return { ok: true, document: await writeNext(trx, writer, current, parsed.data) };
  });
}

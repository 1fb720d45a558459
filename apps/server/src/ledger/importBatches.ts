import crypto from 'node:crypto';
import { transactionSchema } from '@cashline/core';
import type { ImportBatch, Transaction } from '@cashline/core';
import { z } from 'zod';
import type { Kysely } from 'kysely';
import type { ImportBatchTable, Tables } from '../db/tables.js';
import { recordChange } from './changeLog.js';
import { ledgerWrite } from './ledgerWrite.js';
import type { LedgerScope } from './ledgerWrite.js';
import { existingIds, insertTransactions } from './transactionWrites.js';
import type { Writer } from './transactionWrites.js';

export type ImportFailure =
  | { ok: false; reason: 'not_found' }
  | { ok: false; reason: 'not_receiving'; status: ImportBatch['status'] }
  | { ok: false; reason: 'too_many_rows'; expected: number }
  | { ok: false; reason: 'incomplete'; expected: number; received: number }
  | { ok: false; reason: 'exists'; ids: string[] }
  | { ok: false; reason: 'duplicate_ids'; ids: string[] };

function batchOf(row: ImportBatchTable & { received_rows?: number | null }): ImportBatch {
  return {
    id: row.id,
    fileName: row.file_name,
    rowCount: row.row_count,
    receivedRows: Number(row.received_rows ?? 0),
    status: row.status,
    createdAt: row.created_at,
    createdBy: row.created_by,
    ...(row.committed_at ? { committedAt: row.committed_at } : {}),
    ...(row.undone_at ? { undoneAt: row.undone_at } : {}),
  };
}

async function findBatch(db: Kysely<Tables>, orgId: string, id: string) {
  return db
    .selectFrom('import_batch')
    .selectAll('import_batch')
    .select((eb) =>
      eb
        .selectFrom('import_chunk')
        .select((inner) => inner.fn.sum<number>('row_count').as('n'))
        .whereRef('import_chunk.org_id', '=', 'import_batch.org_id')
        .whereRef('import_chunk.import_id', '=', 'import_batch.id')
        .as('received_rows'),
    )
    .where('import_batch.org_id', '=', orgId)
    .where('import_batch.id', '=', id)
    .executeTakeFirst();
}

export async function getImport(
  db: Kysely<Tables>,
  orgId: string,
  id: string,
): Promise<ImportBatch | undefined> {
  const row = await findBatch(db, orgId, id);
  return row ? batchOf(row) : undefined;
}

/** Opens an import: its rows arrive in chunks and land in the ledger only when committed. */
export async function startImport(
  db: Kysely<Tables>,
  writer: Writer,
  start: { fileName: string; rowCount: number },
): Promise<ImportBatch> {
  const row: ImportBatchTable = {
    org_id: writer.orgId,
    id: crypto.randomUUID(),
    file_name: start.fileName,
    row_count: start.rowCount,
    status: 'receiving',
    created_by: writer.userId,
    created_at: writer.at,
    committed_at: null,
    undone_at: null,
  };
  return ledgerWrite(db, writer, async (trx) => {
    await trx.insertInto('import_batch').values(row).execute();
    return batchOf(row);
  });
}

/** Stores one chunk; sending the same chunk again (a retry) replaces it rather than adding it twice. */
export async function addImportChunk(
  db: Kysely<Tables>,
  scope: LedgerScope,
  importId: string,
  chunk: { index: number; transactions: readonly Transaction[] },
): Promise<{ ok: true; batch: ImportBatch } | ImportFailure> {
  const { orgId } = scope;
  return ledgerWrite(db, scope, async (trx) => {
    const batch = await findBatch(trx, orgId, importId);
    if (!batch) return { ok: false, reason: 'not_found' };
    if (batch.status !== 'receiving') {
      return { ok: false, reason: 'not_receiving', status: batch.status };
    }
    await trx
      .deleteFrom('import_chunk')
      .where('org_id', '=', orgId)
      .where('import_id', '=', importId)
      .where('chunk_index', '=', chunk.index)
      .execute();
    const received = await findBatch(trx, orgId, importId);
    if (Number(received?.received_rows ?? 0) + chunk.transactions.length > batch.row_count) {
      return { ok: false, reason: 'too_many_rows', expected: batch.row_count };
    }
    await trx
      .insertInto('import_chunk')
      .values({
        org_id: orgId,
        import_id: importId,
        chunk_index: chunk.index,
        row_count: chunk.transactions.length,
        rows: JSON.stringify(chunk.transactions),
      })
      .execute();
    const updated = await findBatch(trx, orgId, importId);
    return { ok: true, batch: batchOf(updated ?? batch) };
  });
}

const storedChunkSchema = z.array(transactionSchema);

/** Carries a refusal found midway out of the database transaction, which undoes what it wrote. */
class ImportRefused extends Error {
  constructor(readonly failure: ImportFailure) {
    super(failure.reason);
  }
}

/**
 * Moves every received row into the ledger in one database transaction, with one change for the
 * whole import: all of the file or none of it. Chunk by chunk, so no step holds the event loop
 * for long (each chunk is read, checked and written before the next is read).
 */
export async function commitImport(
  db: Kysely<Tables>,
  writer: Writer,
  importId: string,
): Promise<{ ok: true; batch: ImportBatch } | ImportFailure> {
  try {
    return await ledgerWrite(db, writer, async (trx) => {
      const batch = await findBatch(trx, writer.orgId, importId);
      if (!batch) return { ok: false, reason: 'not_found' };
      if (batch.status !== 'receiving') {
        return { ok: false, reason: 'not_receiving', status: batch.status };
      }
      const received = Number(batch.received_rows ?? 0);
      if (received !== batch.row_count) {
        return { ok: false, reason: 'incomplete', expected: batch.row_count, received };
      }
      const rows = await moveChunksIntoLedger(trx, writer, importId);
      await trx
        .updateTable('import_batch')
        .set({ status: 'committed', committed_at: writer.at })
        .where('org_id', '=', writer.orgId)
        .where('id', '=', importId)
        .execute();
      await recordChange(trx, {
        ...writer,
        entity: 'import',
        entityId: importId,
        op: 'import',
        before: null,
        after: { fileName: batch.file_name, rows },
      });
      return {
        ok: true,
        batch: { ...batchOf(batch), status: 'committed', committedAt: writer.at, receivedRows: 0 },
      };
    });
  } catch (error) {
    if (error instanceof ImportRefused) return error.failure;
    throw error;
  }
}

/** Inserts the import's chunks in order; throws ImportRefused at an id repeated or already used. */
async function moveChunksIntoLedger(
  trx: Kysely<Tables>,
  writer: Writer,
  importId: string,
): Promise<number> {
  const chunkIndexes = await trx
    .selectFrom('import_chunk')
    .select('chunk_index')
    .where('org_id', '=', writer.orgId)
    .where('import_id', '=', importId)
    .orderBy('chunk_index')
    .execute();
  const seen = new Set<string>();
  for (const { chunk_index: index } of chunkIndexes) {
    const chunk = await trx
      .selectFrom('import_chunk')
      .select('rows')
      .where('org_id', '=', writer.orgId)
      .where('import_id', '=', importId)
      .where('chunk_index', '=', index)
      .executeTakeFirstOrThrow();
    const transactions = storedChunkSchema.parse(JSON.parse(chunk.rows));
    const repeated = transactions.filter((tx) => seen.size === seen.add(tx.id).size);
    if (repeated.length > 0) {
      const ids = repeated.slice(0, 10).map((tx) => tx.id);
      throw new ImportRefused({ ok: false, reason: 'duplicate_ids', ids });
    }
    const ids = transactions.map((tx) => tx.id);
    const taken = await existingIds(trx, writer.orgId, ids);
    if (taken.length > 0) {
      throw new ImportRefused({ ok: false, reason: 'exists', ids: taken.slice(0, 10) });
    }
    await insertTransactions(trx, writer, transactions, importId);
    // Freed as it is used, so no one step frees the whole file's pages.
    await trx
      .deleteFrom('import_chunk')
      .where('org_id', '=', writer.orgId)
      .where('import_id', '=', importId)
      .where('chunk_index', '=', index)
      .execute();
  }
  return seen.size;
}

/** Undo: exactly the import's rows are marked deleted, as one change. */
export async function undoImport(
  db: Kysely<Tables>,
  writer: Writer,
  importId: string,
): Promise<{ ok: true; removed: number } | ImportFailure> {
  return ledgerWrite(db, writer, async (trx) => {
    const batch = await findBatch(trx, writer.orgId, importId);
    if (!batch) return { ok: false, reason: 'not_found' };
    if (batch.status !== 'committed') {
      return { ok: false, reason: 'not_receiving', status: batch.status };
    }
    const result = await trx
      .updateTable('ledger_transaction')
      .set((eb) => ({
        deleted: 1,
        version: eb('version', '+', 1),
        updated_at: writer.at,
        updated_by: writer.userId,
      }))
      .where('org_id', '=', writer.orgId)
      .where('import_id', '=', importId)
      .where('deleted', '=', 0)
      .executeTakeFirst();
    const removed = Number(result.numUpdatedRows);
    await trx
      .updateTable('import_batch')
      .set({ status: 'undone', undone_at: writer.at })
      .where('org_id', '=', writer.orgId)
      .where('id', '=', importId)
      .execute();
    await recordChange(trx, {
      ...writer,
      entity: 'import',
      entityId: importId,
      op: 'undo-import',
      before: { rows: removed },
      after: null,
    });
    return { ok: true, removed };
  });
}

/** The organisation's imports still in the ledger (committed, not undone), newest first. */
export async function listCommittedImports(
  db: Kysely<Tables>,
  orgId: string,
): Promise<ImportBatch[]> {
  const rows = await db
    .selectFrom('import_batch')
    .selectAll()
    .where('org_id', '=', orgId)
    .where('status', '=', 'committed')
    .orderBy('committed_at', 'desc')
    .execute();
  return rows.map((row) => batchOf(row));
}

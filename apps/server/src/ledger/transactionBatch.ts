import type { TransactionBatch, TransactionBatchResult } from '@cashline/core';
import type { Kysely } from 'kysely';
import type { Tables } from '../db/tables.js';
import { recordChange } from './changeLog.js';
import { applyDelete, applyEdit, existingIds, insertTransactions } from './transactionWrites.js';
import type { WriteFailure, Writer } from './transactionWrites.js';

/** Carries a failure out of the database transaction, which rolls everything back. */
class BatchRefused extends Error {
  constructor(readonly failure: WriteFailure) {
    super(failure.reason);
  }
}

/** Creates, edits and deletes in one database transaction: all of them, or none. */
export async function applyTransactionBatch(
  db: Kysely<Tables>,
  writer: Writer,
  batch: TransactionBatch,
): Promise<({ ok: true } & TransactionBatchResult) | WriteFailure> {
  try {
    return await db.transaction().execute(async (trx) => {
      if (batch.create.length > 0) {
        const taken = await existingIds(
          trx,
          writer.orgId,
          batch.create.map((tx) => tx.id),
        );
        if (taken.length > 0) throw new BatchRefused({ ok: false, reason: 'exists', ids: taken });
        await insertTransactions(trx, writer, batch.create);
        for (const tx of batch.create) {
          await recordChange(trx, {
            ...writer,
            entity: 'transaction',
            entityId: tx.id,
            op: 'create',
            before: null,
            after: { ...tx, version: 1 },
          });
        }
      }
      const result: TransactionBatchResult = {
        created: batch.create.length,
        edited: [],
        deleted: 0,
        overwritten: {},
      };
      for (const { id, ...edit } of batch.edit) {
        const edited = await applyEdit(trx, writer, id, edit);
        if (!edited.ok) throw new BatchRefused(edited);
        result.edited.push(edited.transaction);
        if (edited.overwritten.length > 0) result.overwritten[id] = edited.overwritten;
      }
      for (const id of batch.delete) {
        const deleted = await applyDelete(trx, writer, id);
        if (!deleted.ok) throw new BatchRefused(deleted);
        result.deleted += 1;
      }
      return { ok: true as const, ...result };
    });
  } catch (error) {
    if (error instanceof BatchRefused) return error.failure;
    throw error;
  }
}

import type { TransactionBatch, TransactionBatchResult } from '@cashline/core';
import type { Kysely } from 'kysely';
import type { Tables } from '../db/tables.js';
import { ledgerWrite } from './ledgerWrite.js';
import { applyCreate, applyDelete, applyEdit } from './transactionWrites.js';
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
    return await ledgerWrite(db, writer, async (trx) => {
      if (batch.create.length > 0) {
        const created = await applyCreate(trx, writer, batch.create);
        if (!created.ok) throw new BatchRefused(created);
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

import {
  importBatchSchema,
  importChunkSchema,
  importListSchema,
  importStartSchema,
} from '@cashline/core';
import { z } from 'zod';
import { analyseAfterImport } from '../../ledger/analyseAfterImport.js';
import { checkLowCashLater, lowCashCheckOf } from '../../notify/lowCashCheck.js';
import type { AppContext } from '../../context.js';
import { ApiRoutes } from '../../http/apiRoutes.js';
import { HttpError } from '../../http/httpError.js';
import {
  addImportChunk,
  commitImport,
  getImport,
  listCommittedImports,
  startImport,
  undoImport,
} from '../../ledger/importBatches.js';
import type { ImportFailure } from '../../ledger/importBatches.js';
import { writerOf } from '../../ledger/memberAccess.js';
import type { MemberAccess } from '../../ledger/memberAccess.js';
import { orgItemParams, orgParams } from './orgParams.js';

function importFailure(failure: ImportFailure): HttpError {
  switch (failure.reason) {
    case 'not_found':
      return new HttpError(404, 'not_found', 'No such import in this organisation.');
    case 'not_receiving':
      return new HttpError(409, 'import_closed', `This import is ${failure.status} already.`);
    case 'too_many_rows':
      return new HttpError(
        400,
        'too_many_rows',
        `This import was started for ${failure.expected} rows; this part would go beyond them.`,
      );
    case 'incomplete':
      return new HttpError(
        409,
        'import_incomplete',
        `Only ${failure.received} of ${failure.expected} rows have arrived; send the rest, then save.`,
      );
    case 'exists':
      return new HttpError(
        409,
        'already_exists',
        `Some of these transactions are already in the ledger (${failure.ids.slice(0, 3).join(', ')}); nothing was imported.`,
      );
    case 'duplicate_ids':
      return new HttpError(
        400,
        'duplicate_ids',
        `The file gives the same id to more than one row (${failure.ids.slice(0, 3).join(', ')}); nothing was imported.`,
      );
  }
}

const chunkResultSchema = z.object({ batch: importBatchSchema });

export function ledgerImportRoutes(ctx: AppContext, access: MemberAccess): ApiRoutes {
  const { sql, now } = ctx;
  const editor = [access.require('editor')];
  const checkLowCash = lowCashCheckOf(ctx);
  const readErrors = { 401: 'Not signed in.', 404: 'No such import in this organisation.' };
  const errors = { ...readErrors, 403: 'Viewers cannot change the ledger.' };
  return new ApiRoutes()
    .get(
      '/',
      {
        summary: 'The imports still in the ledger, newest first (for "undo import")',
        params: orgParams,
        before: [access.require('viewer')],
        responses: { 200: { description: 'Imports.', schema: importListSchema } },
        errors: readErrors,
      },
      async (_input, req, res) => {
        res.json(await listCommittedImports(sql.kysely, access.memberOf(req).organizationId));
      },
    )
    .post(
      '/',
      {
        summary: 'Start an import: its rows follow in chunks and land together on commit',
        params: orgParams,
        body: importStartSchema,
        before: editor,
        idempotencyKey: true,
        responses: { 201: { description: 'Started.', schema: importBatchSchema } },
        errors,
      },
      async ({ body }, req, res) => {
        res
          .status(201)
          .json(await startImport(sql.kysely, writerOf(access.memberOf(req), now, req), body));
      },
    )
    .get(
      '/:id',
      {
        summary: 'An import and how many of its rows have arrived',
        params: orgItemParams,
        before: [access.require('viewer')],
        responses: { 200: { description: 'The import.', schema: importBatchSchema } },
        errors: readErrors,
      },
      async ({ params }, req, res) => {
        const batch = await getImport(sql.kysely, access.memberOf(req).organizationId, params.id);
        if (!batch) throw importFailure({ ok: false, reason: 'not_found' });
        res.json(batch);
      },
    )
    .post(
      '/:id/chunks',
      {
        summary: 'Send one chunk of an import (a retried chunk replaces itself)',
        params: orgItemParams,
        body: importChunkSchema,
        bodyLimit: '8mb',
        before: editor,
        idempotencyKey: true,
        responses: { 200: { description: 'Received.', schema: chunkResultSchema } },
        errors: { ...errors, 409: 'The import is committed or undone.' },
      },
      async ({ params, body }, req, res) => {
        const result = await addImportChunk(
          sql.kysely,
          writerOf(access.memberOf(req), now, req),
          params.id,
          body,
        );
        if (!result.ok) throw importFailure(result);
        res.json({ batch: result.batch });
      },
    )
    .post(
      '/:id/commit',
      {
        summary: 'Save the whole import into the ledger, all or nothing',
        params: orgItemParams,
        before: editor,
        idempotencyKey: true,
        responses: { 200: { description: 'Imported.', schema: importBatchSchema } },
        errors: {
          ...errors,
          409: 'Rows missing, ids already in the ledger, or the import is closed.',
        },
      },
      async ({ params }, req, res) => {
        const result = await commitImport(
          sql.kysely,
          writerOf(access.memberOf(req), now, req),
          params.id,
        );
        if (!result.ok) throw importFailure(result);
        res.json(result.batch);
        analyseAfterImport(sql, result.batch.rowCount, ctx.logger);
        checkLowCashLater(checkLowCash, params.orgId, ctx.logger);
      },
    )
    .delete(
      '/:id',
      {
        summary: 'Undo an import: exactly its rows leave the ledger',
        params: orgItemParams,
        before: editor,
        idempotencyKey: true,
        responses: {
          200: { description: 'Undone.', schema: z.object({ removed: z.number().int() }) },
        },
        errors: { ...errors, 409: 'The import is not committed.' },
      },
      async ({ params }, req, res) => {
        const result = await undoImport(
          sql.kysely,
          writerOf(access.memberOf(req), now, req),
          params.id,
        );
        if (!result.ok) throw importFailure(result);
        res.json({ removed: result.removed });
      },
    );
}

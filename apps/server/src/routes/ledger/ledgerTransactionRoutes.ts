import {
  newTransactionsSchema,
  transactionBatchResultSchema,
  transactionBatchSchema,
  transactionColumnsPageSchema,
  transactionColumnsQuerySchema,
  transactionEditResultSchema,
  transactionEditSchema,
  transactionPageQuerySchema,
  transactionPageSchema,
  transactionsByIdResultSchema,
  transactionsByIdSchema,
} from '@cashline/core';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { ApiRoutes } from '../../http/apiRoutes.js';
import { HttpError } from '../../http/httpError.js';
import { writerOf } from '../../ledger/memberAccess.js';
import type { MemberAccess } from '../../ledger/memberAccess.js';
import { applyTransactionBatch } from '../../ledger/transactionBatch.js';
import { transactionColumnsPage } from '../../ledger/transactionColumnsRead.js';
import { transactionPage } from '../../ledger/transactionPages.js';
import { transactionsById } from '../../ledger/transactionsById.js';
import {
  createTransactions,
  deleteTransaction,
  editTransaction,
} from '../../ledger/transactionWrites.js';
import type { WriteFailure } from '../../ledger/transactionWrites.js';
import { orgParams, orgItemParams } from './orgParams.js';

export function writeFailure(failure: WriteFailure): HttpError {
  switch (failure.reason) {
    case 'not_found':
      return new HttpError(404, 'not_found', 'No such transaction in this organisation.');
    case 'exists':
      return new HttpError(
        409,
        'already_exists',
        `${failure.ids.length === 1 ? 'A transaction' : `${failure.ids.length} transactions`} with this id already exist${failure.ids.length === 1 ? 's' : ''} (${failure.ids.slice(0, 3).join(', ')}); nothing was stored.`,
      );
    case 'invalid':
      return new HttpError(400, 'invalid_request', failure.message);
  }
}

export function ledgerTransactionRoutes(ctx: AppContext, access: MemberAccess): ApiRoutes {
  const { sql, now } = ctx;
  return new ApiRoutes()
    .get(
      '/',
      {
        summary: "A page of the organisation's transactions, newest first",
        description:
          'Keyset pagination: pass `nextCursor` back as `cursor` for the next page. Filters are applied by the database.',
        params: orgParams,
        query: transactionPageQuerySchema,
        before: [access.require('viewer')],
        responses: { 200: { description: 'One page.', schema: transactionPageSchema } },
        errors: { 401: 'Not signed in.', 404: 'Not a member of this organisation.' },
      },
      async ({ query }, req, res) => {
        const page = await transactionPage(sql.kysely, access.memberOf(req).organizationId, query);
        if (!page) throw new HttpError(400, 'invalid_cursor', 'The page cursor is not valid.');
        res.json(page);
      },
    )
    .get(
      '/columns',
      {
        summary: "A page of the organisation's whole ledger as columns, newest first",
        description:
          "What a browser downloads its copy of the ledger in: one array per field (repeated text once, with each row's position in it), up to 50,000 rows a page. Pass `nextCursor` back as `cursor` for the next page.",
        params: orgParams,
        query: transactionColumnsQuerySchema,
        before: [access.require('viewer')],
        responses: { 200: { description: 'One page.', schema: transactionColumnsPageSchema } },
        errors: { 401: 'Not signed in.', 404: 'Not a member of this organisation.' },
      },
      async ({ query }, req, res) => {
        const orgId = access.memberOf(req).organizationId;
        const page = await transactionColumnsPage(sql, orgId, query);
        if (!page) throw new HttpError(400, 'invalid_cursor', 'The page cursor is not valid.');
        res.json(page);
      },
    )
    .post(
      '/by-id',
      {
        summary: "Read the organisation's transactions of the given ids",
        description:
          'A read sent as POST for its list of ids (up to 1,000). Ids the ledger does not have, or has deleted, are left out of the answer, newest first.',
        params: orgParams,
        body: transactionsByIdSchema,
        bodyLimit: '512kb',
        before: [access.require('viewer')],
        responses: {
          200: { description: 'The rows found.', schema: transactionsByIdResultSchema },
        },
        errors: { 401: 'Not signed in.', 404: 'Not a member of this organisation.' },
      },
      async ({ body }, req, res) => {
        const orgId = access.memberOf(req).organizationId;
        res.json({ transactions: await transactionsById(sql.kysely, orgId, body.ids) });
      },
    )
    .post(
      '/',
      {
        summary: 'Add transactions (all or none)',
        params: orgParams,
        body: newTransactionsSchema,
        bodyLimit: '2mb',
        before: [access.require('editor')],
        idempotencyKey: true,
        responses: {
          201: { description: 'Stored.', schema: z.object({ created: z.number().int() }) },
        },
        errors: {
          401: 'Not signed in.',
          403: 'Viewers cannot change the ledger.',
          404: 'Not a member.',
          409: 'An id is already in the ledger.',
        },
      },
      async ({ body }, req, res) => {
        const result = await createTransactions(
          sql.kysely,
          writerOf(access.memberOf(req), now, req),
          body.transactions,
        );
        if (!result.ok) throw writeFailure(result);
        res.status(201).json({ created: body.transactions.length });
      },
    )
    .post(
      '/batch',
      {
        summary: 'Create, edit and delete transactions together, all or none',
        description:
          'One save of a browser: each edit applies field by field (later write wins) and `overwritten` names, per transaction, what it wrote over.',
        params: orgParams,
        body: transactionBatchSchema,
        bodyLimit: '8mb',
        before: [access.require('editor')],
        idempotencyKey: true,
        responses: { 200: { description: 'Applied.', schema: transactionBatchResultSchema } },
        errors: {
          401: 'Not signed in.',
          403: 'Viewers cannot change the ledger.',
          404: 'A transaction to edit or delete is not in this organisation.',
          409: 'An id to create is already in the ledger.',
        },
      },
      async ({ body }, req, res) => {
        const result = await applyTransactionBatch(
          sql.kysely,
          writerOf(access.memberOf(req), now, req),
          body,
        );
        if (!result.ok) throw writeFailure(result);
        const { ok: _ok, ...answer } = result;
        res.json(answer);
      },
    )
    .patch(
      '/:id',
      {
        summary: 'Edit a transaction, field by field',
        description:
          'The later write wins per field; `overwritten` names the fields someone else had changed after `baseVersion`.',
        params: orgItemParams,
        body: transactionEditSchema,
        before: [access.require('editor')],
        idempotencyKey: true,
        responses: { 200: { description: 'Stored.', schema: transactionEditResultSchema } },
        errors: {
          401: 'Not signed in.',
          403: 'Viewers cannot change the ledger.',
          404: 'No such transaction.',
        },
      },
      async ({ params, body }, req, res) => {
        const result = await editTransaction(
          sql.kysely,
          writerOf(access.memberOf(req), now, req),
          params.id,
          body,
        );
        if (!result.ok) throw writeFailure(result);
        res.json({ transaction: result.transaction, overwritten: result.overwritten });
      },
    )
    .delete(
      '/:id',
      {
        summary: 'Delete a transaction',
        params: orgItemParams,
        before: [access.require('editor')],
        idempotencyKey: true,
        responses: {
          200: { description: 'Deleted.', schema: z.object({ deleted: z.literal(true) }) },
        },
        errors: {
          401: 'Not signed in.',
          403: 'Viewers cannot change the ledger.',
          404: 'No such transaction.',
        },
      },
      async ({ params }, req, res) => {
        const result = await deleteTransaction(
          sql.kysely,
          writerOf(access.memberOf(req), now, req),
          params.id,
        );
        if (!result.ok) throw writeFailure(result);
        res.json({ deleted: true });
      },
    );
}

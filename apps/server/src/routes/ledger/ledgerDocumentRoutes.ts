import {
  accountEditSchema,
  newAccountSchema,
  documentSaveSchema,
  ledgerAccountSchema,
  ledgerDocumentKindSchema,
  ledgerDocumentSchema,
} from '@cashline/core';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { ApiRoutes } from '../../http/apiRoutes.js';
import { HttpError } from '../../http/httpError.js';
import { createAccount, editAccount, listAccounts } from '../../ledger/ledgerAccounts.js';
import { readDocument, saveDocument } from '../../ledger/ledgerDocuments.js';
import { writerOf } from '../../ledger/memberAccess.js';
import type { MemberAccess } from '../../ledger/memberAccess.js';
import { orgItemParams, orgParams } from './orgParams.js';

const kindParams = orgParams.extend({ kind: ledgerDocumentKindSchema });
const readErrors = { 401: 'Not signed in.', 404: 'Not a member of this organisation.' };
const errors = { ...readErrors, 403: 'Viewers cannot change the ledger.' };

/**
 * Categories, rules, recurring choices, planned items, scenarios, invoices and bills, and
 * settings: each one versioned document per organisation.
 */
export function ledgerDocumentRoutes(ctx: AppContext, access: MemberAccess): ApiRoutes {
  const { sql, now } = ctx;
  return new ApiRoutes()
    .get(
      '/:kind',
      {
        summary:
          "One of the organisation's documents: categories, rules, recurring choices, planned " +
          'items, scenarios, invoices and bills (openItems), settings',
        params: kindParams,
        before: [access.require('viewer')],
        responses: { 200: { description: 'The document.', schema: ledgerDocumentSchema } },
        errors: readErrors,
      },
      async ({ params }, req, res) => {
        res.json(await readDocument(sql.kysely, access.memberOf(req).organizationId, params.kind));
      },
    )
    .put(
      '/:kind',
      {
        summary: "Replace one of the organisation's documents whole",
        description:
          'Refused with 409 and the current document when someone saved since `baseVersion`.',
        params: kindParams,
        body: documentSaveSchema,
        bodyLimit: '4mb',
        before: [access.require('editor')],
        idempotencyKey: true,
        responses: { 200: { description: 'Saved.', schema: ledgerDocumentSchema } },
        errors: { ...errors, 409: 'Saved by someone else since baseVersion.' },
      },
      async ({ params, body }, req, res) => {
        const result = await saveDocument(
          sql.kysely,
          writerOf(access.memberOf(req), now, req),
          params.kind,
          body,
        );
        if (result.ok) {
          res.json(result.document);
        } else if (result.reason === 'invalid') {
          throw new HttpError(400, 'invalid_request', result.message);
        } else {
          res.status(409).json({
            success: false,
            error: 'stale',
            message: 'Someone saved this since you opened it; here is their version.',
            current: result.current,
          });
        }
      },
    );
}

export function ledgerAccountRoutes(ctx: AppContext, access: MemberAccess): ApiRoutes {
  const { sql, now } = ctx;
  return new ApiRoutes()
    .get(
      '/',
      {
        summary: "The organisation's accounts",
        params: orgParams,
        before: [access.require('viewer')],
        responses: { 200: { description: 'Accounts.', schema: z.array(ledgerAccountSchema) } },
        errors: readErrors,
      },
      async (_input, req, res) => {
        res.json(await listAccounts(sql.kysely, access.memberOf(req).organizationId));
      },
    )
    .post(
      '/',
      {
        summary: 'Add an account',
        params: orgParams,
        body: newAccountSchema,
        before: [access.require('editor')],
        idempotencyKey: true,
        responses: { 201: { description: 'Added.', schema: ledgerAccountSchema } },
        errors: { ...errors, 409: 'An account with this id exists.' },
      },
      async ({ body }, req, res) => {
        const result = await createAccount(
          sql.kysely,
          writerOf(access.memberOf(req), now, req),
          body,
        );
        if (!result.ok)
          throw new HttpError(409, 'already_exists', 'An account with this id exists.');
        res.status(201).json(result.account);
      },
    )
    .patch(
      '/:id',
      {
        summary: 'Edit an account, field by field',
        params: orgItemParams,
        body: accountEditSchema,
        before: [access.require('editor')],
        idempotencyKey: true,
        responses: {
          200: {
            description: 'Saved.',
            schema: z.object({ account: ledgerAccountSchema, overwritten: z.array(z.string()) }),
          },
        },
        errors,
      },
      async ({ params, body }, req, res) => {
        const result = await editAccount(
          sql.kysely,
          writerOf(access.memberOf(req), now, req),
          params.id,
          body,
        );
        if (result.ok) {
          res.json({ account: result.account, overwritten: result.overwritten });
        } else if (result.reason === 'not_found') {
          throw new HttpError(404, 'not_found', 'No such account in this organisation.');
        } else {
          throw new HttpError(400, 'invalid_request', result.message);
        }
      },
    );
}
